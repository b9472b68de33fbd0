import { useState } from 'react';
import { Link } from 'react-router';
import { Flex, Select, Table, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { DatePicker } from '@/shared/ui/date-picker';
import { Typography } from '@/shared/ui/typography';
import type { Dayjs } from '@/shared/lib/dayjs';
import { HISTORY_TYPE_FILTERS, type WalletHistoryItem } from '@cho-gundam/contracts';
import { formatMoney } from '@/shared/lib/format';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useWalletHistoryQuery } from '../wallet-api';
import { historyQuery, historyStatusLabel, signedAmount, signedMove } from '../wallet-logic';

const typeOptions = Object.entries(HISTORY_TYPE_FILTERS).map(([value, f]) => ({ value, label: f.label }));
const STATUS_COLORS = { completed: 'green', pending: 'gold', canceled: 'default', rejected: 'red' } as const;

/** The row's detail: what happened to the money, and how each of the member's balances moved. */
function EventDetail({ item }: { item: WalletHistoryItem }) {
  return (
    <Flex vertical gap={4} data-testid={`history-detail-${item.id}`}>
      {item.note ? <Typography.Text>{item.note}</Typography.Text> : null}
      {item.moves.map((m, i) => (
        <Typography.Text key={i} type="secondary">
          {m.account_label}: {signedMove(m.amount, formatMoney)} (còn {formatMoney(m.balance_after)})
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** "Lịch sử giao dịch": one row per business event of the member's wallet, newest first. */
export function HistoryTable() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [type, setType] = useState<string | null>(null);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const args = historyQuery({ page, pageSize, type, from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') });
  const { data, isLoading, isFetching, isError, error, refetch } = useWalletHistoryQuery(args);

  const columns = [
    { title: 'Thời gian', dataIndex: 'created_at', key: 'created_at', render: (v: string) => <DateTime value={v} /> },
    {
      title: 'Giao dịch',
      key: 'title',
      render: (_: unknown, r: WalletHistoryItem) => (
        <Flex vertical>
          <span>{r.title}</span>
          {r.memo ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.memo}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: 'Số tiền',
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, r: WalletHistoryItem) => {
        const s = signedAmount(r, formatMoney);
        return (
          <Typography.Text type={s.tone} strong style={{ whiteSpace: 'nowrap' }} data-testid={`history-amount-${r.id}`}>
            {s.text}
          </Typography.Text>
        );
      },
    },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      key: 'status',
      render: (s: WalletHistoryItem['status']) => <Tag color={STATUS_COLORS[s]}>{historyStatusLabel(s)}</Tag>,
    },
    {
      title: 'Số dư khả dụng sau',
      dataIndex: 'available_after',
      key: 'available_after',
      align: 'right' as const,
      render: (v: number | null) => (v === null ? '—' : <MoneyText value={v} />),
    },
    { title: 'Chi tiết', dataIndex: 'link', key: 'link', render: (l: string | null) => (l ? <Link to={l}>Xem</Link> : '—') },
  ];

  return (
    <Card title="Lịch sử giao dịch">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="Tất cả loại giao dịch"
          options={typeOptions}
          value={type}
          onChange={(v) => {
            setType(v ?? null);
            setPage(1);
          }}
          style={{ minWidth: 220 }}
          aria-label="Lọc theo loại giao dịch"
        />
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          placeholder={['Từ ngày', 'Đến ngày']}
          value={range}
          onChange={(v) => {
            setRange(v as [Dayjs | null, Dayjs | null] | null);
            setPage(1);
          }}
          allowEmpty={[true, true]}
        />
      </Flex>
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Table<WalletHistoryItem>
          rowKey="id"
          size="middle"
          scroll={{ x: 800 }}
          loading={isLoading || isFetching}
          columns={columns}
          dataSource={data?.items ?? []}
          expandable={{ expandedRowRender: (r) => <EventDetail item={r} />, columnTitle: '' }}
          locale={{ emptyText: type || range ? 'Không có giao dịch nào khớp bộ lọc' : 'Chưa có giao dịch nào trong ví của bạn' }}
          pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: (total) => `${total} giao dịch`,
            onChange: (p, s) => {
              setPage(s !== pageSize ? 1 : p);
              setPageSize(s);
            },
          }}
        />
      )}
    </Card>
  );
}
