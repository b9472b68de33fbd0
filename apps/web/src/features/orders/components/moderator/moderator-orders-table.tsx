import { useState } from 'react';
import { Button, Empty, Flex, Table, Tag, type TableColumnsType } from 'antd';
import type { ModeratorOrder, ModeratorOrderSort } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError } from '@/shared/lib/form-helpers';
import { sortableColumn, sortFromSorter } from '@/shared/lib/table-sort';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useModeratorOrdersQuery } from '../../orders-api';
import { OrderStatusTag, OrderTypeTag } from '../order-status-tag';
import { ORDER_SORT_COLUMNS, readOrderFilters } from './moderator-order-filters';
import { ModeratorOrderToolbar, type ChosenNames, type FilterPatch } from './moderator-order-toolbar';

const PAGE_SIZE = 20;
const sortable = (key: string, sort: ModeratorOrderSort) =>
  sortableColumn<ModeratorOrder, ModeratorOrderSort>(ORDER_SORT_COLUMNS, key, sort, 'newest');

/**
 * "Tất cả đơn hàng": every order of every type, filtered and sorted on the server (a header click
 * sorts by date, total or status); every filter and the sort are in the URL (a reload or a shared
 * link shows the same list). A shop or a buyer is chosen by name in the toolbar, or by a click on
 * their name in a row.
 */
export function ModeratorOrdersTable({ onOpen }: { onOpen: (id: string) => void }) {
  const { params, update } = useQueryParams();
  const f = readOrderFilters(params);
  const [names, setNames] = useState<ChosenNames>({});
  const { data, isLoading, isFetching, isError, error, refetch } = useModeratorOrdersQuery(
    { ...f, page_size: PAGE_SIZE },
    { refetchOnMountOrArgChange: 30 },
  );
  const set = (patch: FilterPatch) => update({ ...patch, page: null });

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
          <OrderTypeTag type={o.type} />
        </Flex>
      ),
    },
    {
      title: 'Ngày đặt',
      ...sortable('created_at', f.sort),
      width: 150,
      render: (_: unknown, o) => <DateTime value={o.created_at} />,
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
      ...sortable('total', f.sort),
      align: 'right',
      width: 130,
      render: (_: unknown, o) => <MoneyText value={o.total_amount} strong />,
    },
    {
      title: 'Trạng thái',
      ...sortable('status', f.sort),
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

  const filtered = !!(f.status || f.type || f.shop_id || f.buyer_id || f.q || f.from || f.to);
  return (
    <Flex vertical gap={12}>
      <ModeratorOrderToolbar
        f={f}
        names={{ shop: names.shop ?? data?.items[0]?.shop.name, buyer: names.buyer ?? data?.items[0]?.buyer.full_name }}
        onNames={(n) => setNames((old) => ({ ...old, ...n }))}
        set={set}
        filtered={filtered}
        onClear={() => update({ status: null, type: null, shop_id: null, buyer_id: null, q: null, from: null, to: null, page: null })}
      />
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
          scroll={{ x: 960 }}
          onRow={(o) => ({ 'aria-label': `Đơn hàng ${o.code}` }) as React.HTMLAttributes<HTMLElement>}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action === 'sort') set({ sort: sortFromSorter(ORDER_SORT_COLUMNS, sorter, 'newest') });
          }}
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
