import { Table } from 'antd';
import type { Journal } from '@cho-gundam/contracts';
import { MoneyText } from '@/shared/ui/money-text';

type JournalLine = Journal['lines'][number];

/**
 * A journal's lines: the account, whose it is ("Nền tảng" for the platform's own), the signed
 * amount and, where there is room (the journal browser), the balance the line left. One table for
 * the browser's expanded rows and the detail drawers' "Bút toán".
 */
export function JournalLinesTable({ lines, showBalance = false }: { lines: JournalLine[]; showBalance?: boolean }) {
  return (
    <Table<JournalLine>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={lines}
      columns={[
        { title: 'Tài khoản', dataIndex: 'label' },
        { title: 'Chủ tài khoản', key: 'owner', render: (_: unknown, l) => l.owner_name ?? (l.owner_id ? l.owner_id : 'Nền tảng') },
        { title: 'Số tiền', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText value={v} strong /> },
        ...(showBalance
          ? [{ title: 'Số dư sau', dataIndex: 'balance_after', align: 'right' as const, render: (v: number) => <MoneyText value={v} /> }]
          : []),
      ]}
    />
  );
}
