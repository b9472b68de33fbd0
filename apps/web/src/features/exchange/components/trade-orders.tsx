import { Link } from 'react-router';
import { Empty, Segmented, Select, Table, Tag, type TableColumnsType } from 'antd';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderListItem } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { PageHeading } from '@/shared/ui/page-heading';
import { useTradeOrdersQuery, type TradeOrdersArgs } from '../trade-api';
import { tradePath } from '../trade-logic';

const PAGE_SIZE = 10;
const SIDES = [
  { value: 'all', label: 'Tất cả' },
  { value: 'sent', label: 'Tôi gửi đi' },
  { value: 'received', label: 'Tôi nhận về' },
] as const;
type SideKey = TradeOrdersArgs['side'];

/**
 * `/member/profile/orders/exchange`: the parcels of my exchanges, the ones I send and the ones I
 * receive (`GET /orders?side=`), each linked to its trade (`exchange_id`), page by page.
 */
export function TradeOrders({ userId }: { userId: string }) {
  const { params, update } = useQueryParams();
  const side = (SIDES.find((s) => s.value === params.get('side'))?.value ?? 'all') as SideKey;
  const status = (ORDER_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? params.get('status')! : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useTradeOrdersQuery({ side, status, page, page_size: PAGE_SIZE }, { refetchOnMountOrArgChange: 30 });

  const columns: TableColumnsType<OrderListItem> = [
    { title: 'Mã đơn', key: 'code', render: (_, o) => <strong>{o.code}</strong> },
    {
      title: 'Chiều',
      key: 'side',
      render: (_, o) => (o.seller.id === userId ? <Tag color="orange">Gửi đi</Tag> : <Tag color="geekblue">Nhận về</Tag>),
    },
    { title: 'Bên kia', key: 'partner', render: (_, o) => (o.seller.id === userId ? o.buyer.full_name : o.seller.full_name) },
    { title: 'Mô hình', key: 'kits', render: (_, o) => o.items.map((i) => `${i.grade} ${i.name}`).join(', ') },
    { title: 'Trạng thái', key: 'status', render: (_, o) => <Tag>{o.status_label || ORDER_STATUS_LABELS[o.status]}</Tag> },
    { title: 'Phí vận chuyển', key: 'fee', render: (_, o) => <MoneyText value={o.delivery_fee} /> },
    { title: 'Ngày tạo', key: 'created', render: (_, o) => <DateTime value={o.created_at} /> },
    {
      title: '',
      key: 'trade',
      // the server names each exchange order's trade
      render: (_, o) => (o.exchange_id ? <Link to={tradePath(o.exchange_id)}>Xem giao dịch</Link> : null),
    },
  ];

  return (
    <section className="cg-page">
      <PageHeading title="Đơn trao đổi" description="Các kiện hàng trao đổi bạn gửi đi và nhận về, theo từng giao dịch." />
      <div className="cg-panel" data-testid="trade-orders">
        <div className="cg-trade__buttons" style={{ marginBottom: 12 }}>
          <Segmented
            aria-label="Chiều kiện hàng"
            value={side}
            options={SIDES.map((s) => ({ value: s.value, label: s.label }))}
            onChange={(v) => update({ side: v === 'all' ? null : v, page: null })}
          />
          <Select
            aria-label="Trạng thái đơn"
            style={{ minWidth: 200 }}
            value={status}
            onChange={(v) => update({ status: v === 'all' ? null : v, page: null })}
            options={[
              { value: 'all', label: 'Mọi trạng thái' },
              ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
            ]}
          />
        </div>
        {orders.isError ? (
          <LoadError
            message="Không tải được đơn trao đổi"
            description={apiError(orders.error).message}
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : (
          <Table<OrderListItem>
            rowKey="id"
            columns={columns}
            dataSource={orders.data?.items ?? []}
            loading={orders.isLoading || orders.isFetching}
            scroll={{ x: 900 }}
            locale={{
              emptyText: orders.isLoading ? (
                ' '
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có đơn trao đổi nào">
                  <Link to="/exchange">Xem bảng trao đổi</Link>
                </Empty>
              ),
            }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: orders.data?.total ?? 0,
              showSizeChanger: false,
              onChange: (p) => update({ page: p === 1 ? null : p }),
            }}
          />
        )}
      </div>
    </section>
  );
}
