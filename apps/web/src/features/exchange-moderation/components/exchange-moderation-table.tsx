import { useState } from 'react';
import { Button, Empty, Flex, Select, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { EXCHANGE_STATUS_LABELS, ORDER_STATUS_LABELS, type ModeratorExchangeRow, type OrderStatus } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useModeratorExchangesQuery } from '../exchange-moderation-api';
import { EXCHANGE_STATUS_COLORS, exchangeStatusLabel, isFiltered, readExchangeFilters, stuckLabel } from '../exchange-moderation-logic';
import { DayRangeFilter } from '@/shared/ui/day-range-filter';

const PAGE_SIZE = 20;
const statusOptions = [
  { value: '', label: 'Mọi trạng thái' },
  ...Object.entries(EXCHANGE_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
const orderLabel = (s: string | null) => (s ? (ORDER_STATUS_LABELS[s as OrderStatus] ?? s) : '—');

/**
 * "Giao dịch trao đổi": every trade, filtered on the server; every filter is in the URL (a reload
 * or the dashboard's link shows the same list). A party's name filters by them.
 */
export function ExchangeModerationTable({ onOpen }: { onOpen: (id: string) => void }) {
  const { params, update } = useQueryParams();
  const f = readExchangeFilters(params);
  const [memberName, setMemberName] = useState<string | null>(null);
  const { data, isLoading, isFetching, isError, error, refetch } = useModeratorExchangesQuery(
    { ...f, page_size: PAGE_SIZE },
    { refetchOnMountOrArgChange: 30 },
  );
  const set = (patch: Record<string, string | number | null | undefined>) => update({ ...patch, page: null });
  const party = (p: ModeratorExchangeRow['poster']) => (
    <Button
      type="link"
      size="small"
      style={{ padding: 0, height: 'auto' }}
      title="Lọc theo thành viên này"
      onClick={() => (setMemberName(p.name), set({ member_id: p.id }))}
    >
      {p.name}
    </Button>
  );

  const columns: TableColumnsType<ModeratorExchangeRow> = [
    {
      title: 'Giao dịch',
      key: 'id',
      width: 150,
      render: (_: unknown, x) => (
        <Flex vertical gap={2} align="flex-start">
          <Button
            type="link"
            style={{ padding: 0, height: 'auto' }}
            onClick={() => onOpen(x.id)}
            aria-label={`Xem giao dịch ${x.id.slice(0, 8)}`}
          >
            {`#${x.id.slice(0, 8).toUpperCase()}`}
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <DateTime value={x.created_at} />
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Người đăng', key: 'poster', render: (_: unknown, x) => party(x.poster) },
    { title: 'Người đề nghị', key: 'offerer', render: (_: unknown, x) => party(x.offerer) },
    {
      title: 'Kiện hàng',
      key: 'parcels',
      width: 200,
      render: (_: unknown, x) => (
        <Typography.Text style={{ fontSize: 12 }}>
          {`Tới người đăng: ${orderLabel(x.order_statuses.to_poster)}`}
          <br />
          {`Tới người đề nghị: ${orderLabel(x.order_statuses.to_offerer)}`}
        </Typography.Text>
      ),
    },
    {
      title: 'Tiền bù',
      key: 'compensation',
      align: 'right',
      width: 120,
      render: (_: unknown, x) => (x.compensation_amount ? <MoneyText value={x.compensation_amount} /> : '—'),
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 200,
      render: (_: unknown, x) => (
        <Flex gap={4} wrap>
          <Tag color={EXCHANGE_STATUS_COLORS[x.status]}>{exchangeStatusLabel(x.status)}</Tag>
          {x.stuck_reason ? <Tag color="volcano">{stuckLabel(x.stuck_reason)}</Tag> : null}
        </Flex>
      ),
    },
  ];
  const filtered = isFiltered(f);
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Select
          value={f.status ?? ''}
          options={statusOptions}
          onChange={(v) => set({ status: v || null })}
          style={{ width: 180 }}
          aria-label="Lọc theo trạng thái"
        />
        <label>
          <Switch
            size="small"
            checked={f.stuck === '1'}
            onChange={(on) => set({ stuck: on ? '1' : null })}
            aria-label="Chỉ giao dịch cần xử lý"
          />{' '}
          Cần xử lý
        </label>
        <label>
          <Switch
            size="small"
            checked={f.disputed === '1'}
            onChange={(on) => set({ disputed: on ? '1' : null })}
            aria-label="Chỉ giao dịch có khiếu nại"
          />{' '}
          Có khiếu nại
        </label>
        <DayRangeFilter from={f.from} to={f.to} onChange={set} />
        {f.member_id ? (
          <Tag closable onClose={() => set({ member_id: null })}>
            {`Thành viên: ${memberName ?? 'đã chọn'}`}
          </Tag>
        ) : null}
        {filtered ? (
          <Button
            style={{ marginLeft: 'auto' }}
            onClick={() => update({ status: null, stuck: null, disputed: null, member_id: null, from: null, to: null, page: null })}
          >
            Xóa bộ lọc
          </Button>
        ) : null}
      </Flex>
      {isError ? (
        <LoadError
          message="Không tải được danh sách giao dịch trao đổi"
          description={apiError(error).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <Table<ModeratorExchangeRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isLoading || isFetching}
          scroll={{ x: 900 }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? 'Không có giao dịch nào khớp bộ lọc' : 'Chưa có giao dịch trao đổi nào'}
              />
            ),
          }}
          pagination={{
            current: f.page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (page) => update({ page: page > 1 ? page : null }),
            showTotal: (t) => `${t} giao dịch`,
          }}
        />
      )}
    </Flex>
  );
}
