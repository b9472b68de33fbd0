import { useState } from 'react';
import { Link } from 'react-router';
import { Card, DatePicker, Flex, Select, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { HISTORY_TYPE_FILTERS, type WalletHistoryItem } from '@cho-gundam/contracts';
import { formatMoney } from '@/shared/lib/format';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useWalletHistoryQuery } from '../wallet-api';
import { accountLabel, historyQuery, historyStatusLabel, signedAmount } from '../wallet-logic';

const typeOptions = Object.entries(HISTORY_TYPE_FILTERS).map(([value, f]) => ({ value, label: f.label }));
const STATUS_COLORS = { completed: 'green', pending: 'gold', canceled: 'default', rejected: 'red' } as const;

/** "Lịch sử giao dịch": every line of the member's ledger accounts, newest first. */
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
      title: 'Loại giao dịch',
      key: 'type',
      render: (_: unknown, r: WalletHistoryItem) => (
        <Flex vertical>
          <span>{r.type_label}</span>
          {r.memo ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.memo}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { title: 'Tài khoản', dataIndex: 'account', key: 'account', render: (a: WalletHistoryItem['account']) => accountLabel(a) },
    {
      title: 'Số tiền',
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, r: WalletHistoryItem) => {
        const s = signedAmount(r, formatMoney);
        return (
          <Typography.Text type={s.tone} strong style={{ whiteSpace: 'nowrap' }}>
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
      title: 'Số dư sau',
      dataIndex: 'balance_after',
      key: 'balance_after',
      align: 'right' as const,
      render: (v: number) => <MoneyText value={v} />,
    },
    { title: 'Tham chiếu', dataIndex: 'link', key: 'link', render: (l: string | null) => (l ? <Link to={l}>Xem</Link> : '—') },
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
