import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import type { OrderListItem } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { PageHeading } from '@/shared/ui/page-heading';
import { MEMBER_ORDER_PAGES, listActions } from '../order-logic';
import { useOrdersQuery } from '../orders-api';
import { useOrderList } from '../use-order-list';
import { OrderActionButtons } from './order-action-buttons';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderKitLines } from './order-kit-lines';
import { OrderListControls } from './order-list-controls';
import { OrderStatusTag, OrderTypeTag } from './order-status-tag';
import '../orders.css';

const PAGE_SIZE = 10;

/** What checkout passes here after "Đặt hàng" succeeded. */
export interface PlacedState {
  placed?: { codes: string[] };
}

/**
 * The member's orders (`/member/profile/orders/regular-auction` and `/exchange`): status tabs with
 * counts, search by code, a page of order cards, and the detail drawer (`?order=<id>`, so it can be linked).
 */
export function BuyerOrdersView({ page: pageKind }: { page: keyof typeof MEMBER_ORDER_PAGES }) {
  const meta = MEMBER_ORDER_PAGES[pageKind];
  const list = useOrderList();
  const { params, status, page, q, openId, update: set } = list;
  const location = useLocation();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState(() => (location.state as PlacedState | null)?.placed ?? null);

  const { data, isLoading, isError, error, refetch, isFetching } = useOrdersQuery(
    { role: 'buyer', type: meta.type, status, page, page_size: PAGE_SIZE, q },
    { refetchOnMountOrArgChange: 30 },
  );

  const dismissPlaced = () => {
    setPlaced(null);
    // the message belongs to this visit only: a reload must not show it again
    navigate({ search: params.toString() }, { replace: true, state: null });
  };

  return (
    <section className="cg-page">
      <PageHeading title={meta.title} description="Theo dõi trạng thái, vận chuyển và xác nhận nhận hàng." />
      {placed ? (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: dismissPlaced }}
          title="Đặt hàng thành công"
          description={`Đã tạo ${placed.codes.length} đơn hàng: ${placed.codes.join(', ')}. Tiền được giữ an toàn cho tới khi bạn nhận hàng.`}
        />
      ) : null}
      <OrderListControls list={list} counts={data?.counts} placeholder="Tìm theo mã đơn hàng" />
      {isError ? (
        <LoadError
          message="Không tải được danh sách đơn hàng"
          description={apiError(error).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isLoading || !data ? (
        <div className="cg-panel" aria-busy="true" aria-label="Đang tải đơn hàng">
          <Skeleton active avatar={{ shape: 'square' }} paragraph={{ rows: 3 }} />
          <Skeleton active avatar={{ shape: 'square' }} paragraph={{ rows: 3 }} />
        </div>
      ) : data.items.length === 0 ? (
        <div className="cg-panel">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q ? `Không có đơn hàng nào khớp "${q}"` : meta.empty}>
            {pageKind === 'regular-auction' && !q ? <Link to="/product">Tiếp tục mua sắm</Link> : null}
          </Empty>
        </div>
      ) : (
        <>
          <ul className="cg-order-list" aria-label="Danh sách đơn hàng" aria-busy={isFetching}>
            {data.items.map((o) => (
              <li key={o.id}>
                <BuyerOrderCard order={o} onOpen={() => set({ order: o.id })} />
              </li>
            ))}
          </ul>
          {data.total > PAGE_SIZE ? (
            <Pagination
              align="center"
              current={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={(p) => set({ page: p === 1 ? undefined : String(p) })}
            />
          ) : null}
        </>
      )}
      <OrderDetailDrawer orderId={openId} onClose={() => set({ order: undefined })} />
    </section>
  );
}

function BuyerOrderCard({ order: o, onOpen }: { order: OrderListItem; onOpen: () => void }) {
  return (
    <article className="cg-order-card" aria-label={`Đơn hàng ${o.code}`}>
      <header className="cg-order-card__head">
        <span className="cg-order-card__shop">
          <ShopOutlined aria-hidden="true" />
          {o.shop.slug ? <Link to={`/shop/${o.shop.slug}`}>{o.shop.name}</Link> : o.shop.name}
          {o.type !== 'regular' ? <OrderTypeTag type={o.type} /> : null}
        </span>
        <OrderStatusTag status={o.status} isPackaged={o.is_packaged} />
      </header>
      <OrderKitLines items={o.items} />
      <footer className="cg-order-card__foot">
        <span className="cg-order-card__meta">
          Mã đơn hàng: <strong>{o.code}</strong> · Ngày đặt: <DateTime value={o.created_at} /> · Phí vận chuyển:{' '}
          <MoneyText value={o.delivery_fee} />
        </span>
        <span>
          Thành tiền: <MoneyText value={o.total_amount} strong />
        </span>
      </footer>
      <div className="cg-order-card__foot">
        <Button onClick={onOpen} aria-label={`Xem chi tiết đơn ${o.code}`}>
          Xem chi tiết
        </Button>
        <OrderActionButtons order={o} role="buyer" actions={listActions('buyer', o.status, o.is_packaged)} />
      </div>
    </article>
  );
}
