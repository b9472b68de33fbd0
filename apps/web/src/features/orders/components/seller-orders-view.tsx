import { Button, Empty, Flex, Table, Tooltip, type TableColumnsType } from 'antd';
import { Typography } from '@/shared/ui/typography';
import type { OrderListItem } from '@cho-gundam/contracts';
import { useSettingText } from '@/shared/api/public-settings-api';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { KitThumb } from '@/shared/ui/kit-thumb';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { PageHeading } from '@/shared/ui/page-heading';
import { listActions } from '../order-logic';
import { useOrdersQuery } from '../orders-api';
import { useOrderList } from '../use-order-list';
import { OrderActionButtons } from './order-action-buttons';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderListControls } from './order-list-controls';
import { OrderStatusTag, OrderTypeTag } from './order-status-tag';
import '../orders.css';

const PAGE_SIZE = 10;

/** `/shop/order-management`: the shop's orders by status; confirm, pack with photos, cancel with a reason; the detail drawer. */
export function SellerOrdersView() {
  const confirmWithin = useSettingText('order_confirm_hours');
  const list = useOrderList();
  const { status, page, q, openId, update: set } = list;
  const { data, isLoading, isError, error, refetch, isFetching } = useOrdersQuery(
    { role: 'seller', type: 'all', status, page, page_size: PAGE_SIZE, q },
    { refetchOnMountOrArgChange: 30 },
  );

  // compact enough for a 1366 px laptop beside the shop menu: the type and the date sit under the code,
  // and the actions are a column pinned to the right, so they never need sideways scrolling
  const columns: TableColumnsType<OrderListItem> = [
    {
      title: 'Đơn hàng',
      key: 'code',
      width: 150,
      render: (_: unknown, o: OrderListItem) => (
        <Flex vertical gap={2} align="flex-start">
          <Button
            type="link"
            style={{ padding: 0, height: 'auto' }}
            onClick={() => set({ order: o.id })}
            aria-label={`Xem chi tiết đơn ${o.code}`}
          >
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
      title: 'Sản phẩm',
      key: 'items',
      render: (_: unknown, o: OrderListItem) => (
        <Flex vertical gap={4}>
          {o.items.slice(0, 2).map((i) => (
            <Flex key={i.id} gap={8} align="center" style={{ minWidth: 0 }}>
              <KitThumb src={i.image_url} />
              <Tooltip title={i.name}>
                <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                  {i.name}
                </Typography.Text>
              </Tooltip>
            </Flex>
          ))}
          {o.items.length > 2 ? <Typography.Text type="secondary">+{o.items.length - 2} sản phẩm</Typography.Text> : null}
        </Flex>
      ),
    },
    { title: 'Người mua', key: 'buyer', width: 120, render: (_: unknown, o: OrderListItem) => o.buyer.full_name },
    {
      title: 'Tổng tiền',
      key: 'total',
      width: 130,
      align: 'right',
      render: (_: unknown, o: OrderListItem) => (
        <Flex vertical align="flex-end">
          <MoneyText value={o.total_amount} strong />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Shop nhận: <MoneyText value={o.seller_amount} />
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 130,
      render: (_: unknown, o: OrderListItem) => <OrderStatusTag status={o.status} isPackaged={o.is_packaged} />,
    },
    {
      title: 'Thao tác',
      key: 'actions',
      fixed: 'right',
      width: 128,
      render: (_: unknown, o: OrderListItem) => (
        <Flex vertical gap={6} align="flex-start">
          <OrderActionButtons order={o} role="seller" size="small" actions={listActions('seller', o.status, o.is_packaged)} />
          <Button size="small" onClick={() => set({ order: o.id })}>
            Chi tiết
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <section className="cg-page">
      <PageHeading
        title="Quản lý đơn hàng"
        description={`Xác nhận đơn trong ${confirmWithin}, đóng gói kèm ảnh để bàn giao cho đơn vị vận chuyển.`}
        extra={
          <Button onClick={() => void refetch()} loading={isFetching}>
            Tải lại
          </Button>
        }
      />
      <OrderListControls list={list} counts={data?.counts} placeholder="Tìm kiếm theo mã đơn hàng" />
      {isError ? (
        <LoadError
          message="Không tải được đơn hàng của shop"
          description={apiError(error).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <Table<OrderListItem>
          size="middle"
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isLoading || (isFetching && !data)}
          // below its natural width the table scrolls, the pinned actions column stays in view
          scroll={{ x: 820 }}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q ? `Không có đơn hàng nào khớp "${q}"` : 'Không có đơn hàng nào'} />
            ),
          }}
          onRow={(o) => ({ 'aria-label': `Đơn hàng ${o.code}` }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total, [a, b]) => `${a}-${b} của ${total} đơn hàng`,
            onChange: (p) => set({ page: p === 1 ? undefined : String(p) }),
          }}
        />
      )}
      <OrderDetailDrawer orderId={openId} onClose={() => set({ order: undefined })} />
    </section>
  );
}
