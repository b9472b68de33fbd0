import { Link } from 'react-router';
import { Alert, Descriptions } from 'antd';
import { CopyableText } from '@/shared/ui/copyable-text';
import type { OrderDetail } from '@cho-gundam/contracts';
import { addressLine } from '@/shared/lib/address';
import { DateTime } from '@/shared/ui/date-time';
import { Facts } from '@/shared/ui/facts';
import { MoneyText } from '@/shared/ui/money-text';
import { OrderDeadlines } from './order-deadlines';
import { OrderHistory } from './order-history';
import { OrderKitLines } from './order-kit-lines';
import { OrderTypeTag } from './order-status-tag';
import '../orders.css';

/** "Chi tiết đơn hàng" for the buyer or the seller: deadlines, items and money, the order and delivery facts, its history. */
export function OrderDetailBody({ order }: { order: OrderDetail }) {
  const seller = order.viewer_role === 'seller';
  return (
    <div className="cg-order-detail">
      <OrderDeadlines order={order} />
      {order.status === 'canceled' && (
        <Alert
          type="warning"
          showIcon
          title="Đơn hàng đã bị hủy"
          description={
            <>
              {order.canceled_reason ? <div>Lý do: {order.canceled_reason}</div> : null}
              <div>Số tiền đã thanh toán được hoàn lại vào ví của người mua.</div>
            </>
          }
        />
      )}
      {order.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title="Giao hàng thất bại"
          description="Người mua đã được hoàn tiền; sản phẩm được trả về cho người bán."
        />
      )}

      <section aria-label="Sản phẩm">
        <h3 className="cg-order-detail__h">Sản phẩm</h3>
        <OrderKitLines items={order.items} linked />
        <Facts
          last
          facts={[
            { key: 'items', label: 'Tổng tiền hàng', value: <MoneyText value={order.items_subtotal} /> },
            { key: 'delivery', label: 'Phí vận chuyển', value: <MoneyText value={order.delivery_fee} /> },
            { key: 'total', label: 'Thành tiền', value: <MoneyText value={order.total_amount} strong />, total: true },
            ...(seller
              ? [
                  { key: 'fee', label: 'Phí sàn', value: <MoneyText value={order.platform_fee} /> },
                  { key: 'payout', label: 'Shop nhận khi hoàn tất', value: <MoneyText value={order.seller_amount} strong /> },
                ]
              : []),
          ]}
        />
      </section>

      <Descriptions
        size="small"
        column={1}
        bordered
        title="Thông tin đơn hàng"
        items={[
          { key: 'code', label: 'Mã đơn hàng', children: order.code },
          { key: 'type', label: 'Loại đơn hàng', children: <OrderTypeTag type={order.type} /> },
          { key: 'created', label: 'Ngày đặt hàng', children: <DateTime value={order.created_at} /> },
          { key: 'pay', label: 'Thanh toán', children: 'Ví Chợ Gundam' },
          seller
            ? { key: 'buyer', label: 'Người mua', children: order.buyer.full_name }
            : {
                key: 'shop',
                label: 'Shop',
                children: order.shop.slug ? <Link to={`/shop/${order.shop.slug}`}>{order.shop.name}</Link> : order.shop.name,
              },
          { key: 'note', label: 'Ghi chú', children: order.note || 'Không có ghi chú' },
        ]}
      />

      <Descriptions
        size="small"
        column={1}
        bordered
        title="Thông tin giao hàng"
        items={[
          { key: 'to-name', label: 'Người nhận', children: order.ship_to.full_name },
          { key: 'to-phone', label: 'Số điện thoại', children: order.ship_to.phone_number },
          { key: 'to-addr', label: 'Địa chỉ', children: addressLine(order.ship_to) },
          ...(seller ? [{ key: 'from', label: 'Lấy hàng tại', children: addressLine(order.ship_from) }] : []),
          { key: 'carrier', label: 'Đơn vị vận chuyển', children: order.shipment?.carrier_label ?? 'Chưa tạo vận đơn' },
          {
            key: 'tracking',
            label: 'Mã vận đơn',
            children: order.shipment?.tracking_code ? (
              <CopyableText data-testid="tracking-code">{order.shipment.tracking_code}</CopyableText>
            ) : (
              'Chưa có'
            ),
          },
          {
            key: 'eta',
            label: 'Dự kiến giao',
            children: order.shipment?.expected_delivery_at ? <DateTime value={order.shipment.expected_delivery_at} dateOnly /> : '—',
          },
        ]}
      />

      <OrderHistory order={order} />
    </div>
  );
}
