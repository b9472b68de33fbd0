import { useState } from 'react';
import { Button, DatePicker, Empty, Flex, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ORDER_STATUS_LABELS, ORDER_TYPE_NAMES, type ModeratorOrder } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { downloadCsv } from '@/shared/lib/download-csv';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { toast } from '@/shared/ui/toast';
import { useModeratorOrdersQuery } from '../../orders-api';
import { OrderStatusTag, OrderTypeTag } from '../order-status-tag';
import { exportParams, readOrderFilters } from './moderator-order-filters';

const PAGE_SIZE = 20;
const statusOptions = [
  { value: '', label: 'Mọi trạng thái' },
  ...Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
const typeOptions = [{ value: '', label: 'Mọi loại đơn' }, ...Object.entries(ORDER_TYPE_NAMES).map(([value, label]) => ({ value, label }))];

/**
 * "Tất cả đơn hàng": every order of every type, filtered on the server; every filter is in the URL
 * (a reload or a shared link shows the same list). A buyer's or a shop's name filters by them.
 */
export function ModeratorOrdersTable({ onOpen }: { onOpen: (id: string) => void }) {
  const { params, update } = useQueryParams();
  const f = readOrderFilters(params);
  const [names, setNames] = useState<{ shop?: string; buyer?: string }>({});
  const [exporting, setExporting] = useState(false);
  const { data, isLoading, isFetching, isError, error, refetch } = useModeratorOrdersQuery(
    { ...f, page_size: PAGE_SIZE },
    { refetchOnMountOrArgChange: 30 },
  );
  const set = (patch: Record<string, string | number | null | undefined>) => update({ ...patch, page: null });

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv('/moderator/orders.csv', exportParams(f), `don-hang-${dayjs().format('YYYY-MM-DD')}.csv`);
    } catch (err) {
      toast.error({ message: 'Không xuất được CSV', description: apiError(err).message });
    } finally {
      setExporting(false);
    }
  }

  const columns: TableColumnsType<ModeratorOrder> = [
    {
      title: 'Đơn hàng',
      key: 'code',
      width: 170,
      render: (_: unknown, o) => (
        <Flex vertical gap={2} align="flex-start">
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onOpen(o.id)} aria-label={`Xem chi tiết đơn ${o.code}`}>
            {o.code}
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <DateTime value={o.created_at} />
          </Typography.Text>
          <OrderTypeTag type={o.type} />
        </Flex>
      ),
    },
    {
      title: 'Người mua',
      key: 'buyer',
      render: (_: unknown, o) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          title="Lọc theo người mua này"
          onClick={() => (setNames((n) => ({ ...n, buyer: o.buyer.full_name })), set({ buyer_id: o.buyer.id }))}
        >
          {o.buyer.full_name}
        </Button>
      ),
    },
    {
      title: 'Shop',
      key: 'shop',
      render: (_: unknown, o) =>
        o.shop.id ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            title="Lọc theo shop này"
            onClick={() => (setNames((n) => ({ ...n, shop: o.shop.name })), set({ shop_id: o.shop.id }))}
          >
            {o.shop.name}
          </Button>
        ) : (
          o.shop.name
        ),
    },
    {
      title: 'Tổng tiền',
      key: 'total',
      align: 'right',
      width: 130,
      render: (_: unknown, o) => <MoneyText value={o.total_amount} strong />,
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 170,
      render: (_: unknown, o) => (
        <Flex gap={4} wrap>
          <OrderStatusTag status={o.status} isPackaged={o.is_packaged} />
          {o.complaint_status ? (
            <Tag color={o.complaint_status === 'open' ? 'orange' : 'default'}>{`Khiếu nại: ${o.complaint_status_label}`}</Tag>
          ) : null}
        </Flex>
      ),
    },
  ];

  const range: [Dayjs | null, Dayjs | null] | null = f.from || f.to ? [f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to) : null] : null;
  const filtered = !!(f.status || f.type || f.shop_id || f.buyer_id || f.q || f.from || f.to);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Input.Search
          key={f.q ?? ''}
          defaultValue={f.q}
          allowClear
          placeholder="Mã đơn hàng"
          aria-label="Tìm theo mã đơn hàng"
          style={{ width: 200 }}
          onSearch={(v) => set({ q: v.trim() || null })}
        />
        <Select
          value={f.status ?? ''}
          options={statusOptions}
          onChange={(v) => set({ status: v || null })}
          style={{ width: 180 }}
          aria-label="Lọc theo trạng thái"
        />
        <Select
          value={f.type ?? ''}
          options={typeOptions}
          onChange={(v) => set({ type: v || null })}
          style={{ width: 150 }}
          aria-label="Lọc theo loại đơn"
        />
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          placeholder={['Từ ngày', 'Đến ngày']}
          value={range}
          allowEmpty={[true, true]}
          onChange={(v) => set({ from: v?.[0]?.format('YYYY-MM-DD') ?? null, to: v?.[1]?.format('YYYY-MM-DD') ?? null })}
        />
        {f.shop_id ? (
          <Tag closable onClose={() => set({ shop_id: null })}>
            {`Shop: ${names.shop ?? data?.items[0]?.shop.name ?? 'đã chọn'}`}
          </Tag>
        ) : null}
        {f.buyer_id ? (
          <Tag closable onClose={() => set({ buyer_id: null })}>
            {`Người mua: ${names.buyer ?? data?.items[0]?.buyer.full_name ?? 'đã chọn'}`}
          </Tag>
        ) : null}
        <Flex gap={8} style={{ marginLeft: 'auto' }}>
          {filtered ? (
            <Button
              onClick={() => update({ status: null, type: null, shop_id: null, buyer_id: null, q: null, from: null, to: null, page: null })}
            >
              Xóa bộ lọc
            </Button>
          ) : null}
          <Button onClick={() => void exportCsv()} loading={exporting}>
            Xuất CSV
          </Button>
        </Flex>
      </Flex>
      {isError ? (
        <LoadError
          message="Không tải được danh sách đơn hàng"
          description={apiError(error).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <Table<ModeratorOrder>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isLoading || isFetching}
          scroll={{ x: 820 }}
          onRow={(o) => ({ 'aria-label': `Đơn hàng ${o.code}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? 'Không có đơn hàng nào khớp bộ lọc' : 'Chưa có đơn hàng nào'}
              />
            ),
          }}
          pagination={{
            current: f.page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (page) => update({ page: page > 1 ? page : null }),
            showTotal: (t) => `${t} đơn hàng`,
          }}
        />
      )}
    </Flex>
  );
}
