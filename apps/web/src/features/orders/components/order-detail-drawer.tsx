import { Link } from 'react-router';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Image, Skeleton, Tag, Timeline, Typography } from 'antd';
import type { OrderDetail } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { formatDateTime } from '@/shared/lib/format';
import { DateTime } from '@/shared/ui/date-time';
import { KitThumb } from '@/shared/ui/kit-thumb';
import { MoneyText } from '@/shared/ui/money-text';
import { addressLine } from '../order-logic';
import { useOrderQuery } from '../orders-api';
import { OrderActionButtons } from './order-action-buttons';
import { OrderStatusTag, OrderTypeTag } from './order-status-tag';
import '../orders.css';

interface Props {
  orderId: string | null;
  onClose: () => void;
}

/** "Chi tiết đơn hàng": items, money, addresses, the timeline, tracking, packing photos, and what the viewer may do now. */
export function OrderDetailDrawer({ orderId, onClose }: Props) {
  const { data, isLoading, isError, error, refetch, isFetching } = useOrderQuery(orderId ?? '', { skip: !orderId });
  const order = data && data.id === orderId ? data : null;
  const role = order?.viewer_role === 'seller' ? 'seller' : 'buyer';
  return (
    <Drawer
      open={!!orderId}
      onClose={onClose}
      size="large"
      title={order ? `Đơn hàng ${order.code}` : 'Chi tiết đơn hàng'}
      extra={order ? <OrderStatusTag status={order.status} isPackaged={order.is_packaged} /> : null}
      footer={
        order && order.viewer_role !== 'staff' ? (
          <OrderActionButtons order={order} role={role} actions={order.actions} />
        ) : null
      }
      destroyOnHidden
    >
      {isError ? (
        <Alert
          type="error"
          showIcon
          title="Không tải được đơn hàng"
          description={apiError(error).message}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Thử lại
            </Button>
          }
        />
      ) : isLoading || !order ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <OrderDetailBody order={order} />
      )}
    </Drawer>
  );
}

export function OrderDetailBody({ order }: { order: OrderDetail }) {
  const seller = order.viewer_role === 'seller';
  return (
    <div className="cg-order-detail">
      <Deadlines order={order} />
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
        <Alert type="error" showIcon title="Giao hàng thất bại" description="Người mua đã được hoàn tiền; sản phẩm được trả về cho người bán." />
      )}

      <section aria-label="Sản phẩm">
        <h3 className="cg-order-detail__h">Sản phẩm</h3>
        <ul className="cg-order-items">
          {order.items.map((i) => (
            <li key={i.id} className="cg-order-items__row">
              <KitThumb src={i.image_url} />
              <div className="cg-order-items__info">
                {i.slug ? <Link to={`/product/${i.slug}`}>{i.name}</Link> : <span>{i.name}</span>}
                <Typography.Text type="secondary">{[i.grade, i.scale].filter(Boolean).join(' · ')}</Typography.Text>
              </div>
              <MoneyText value={i.price} />
            </li>
          ))}
        </ul>
        <dl className="cg-order-sum">
          <div>
            <dt>Tổng tiền hàng</dt>
            <dd>
              <MoneyText value={order.items_subtotal} />
            </dd>
          </div>
          <div>
            <dt>Phí vận chuyển</dt>
            <dd>
              <MoneyText value={order.delivery_fee} />
            </dd>
          </div>
          <div className="is-total">
            <dt>Thành tiền</dt>
            <dd>
              <MoneyText value={order.total_amount} strong />
            </dd>
          </div>
          {seller ? (
            <>
              <div>
                <dt>Phí sàn</dt>
                <dd>
                  <MoneyText value={order.platform_fee} />
                </dd>
              </div>
              <div>
                <dt>Shop nhận khi hoàn tất</dt>
                <dd>
                  <MoneyText value={order.seller_amount} strong />
                </dd>
              </div>
            </>
          ) : null}
        </dl>
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
            : { key: 'shop', label: 'Shop', children: order.shop.slug ? <Link to={`/shop/${order.shop.slug}`}>{order.shop.name}</Link> : order.shop.name },
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
          { key: 'carrier', label: 'Đơn vị vận chuyển', children: order.shipment?.carrier ?? 'Chưa tạo vận đơn' },
          {
            key: 'tracking',
            label: 'Mã vận đơn',
            children: order.shipment?.tracking_code ? (
              <Typography.Text copyable data-testid="tracking-code">
                {order.shipment.tracking_code}
              </Typography.Text>
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

      {order.shipment && order.shipment.events.length > 0 ? (
        <section aria-label="Hành trình vận chuyển">
          <h3 className="cg-order-detail__h">
            Hành trình vận chuyển <Tag>{order.shipment.status_label}</Tag>
          </h3>
          <Timeline
            items={[...order.shipment.events].reverse().map((e, i) => ({
              key: `${e.at}-${i}`,
              color: i === 0 ? 'blue' : 'gray',
              title: formatDateTime(e.at),
              content: (
                <>
                  <div>{e.status_label}</div>
                  {e.note ? <Typography.Text type="secondary">{e.note}</Typography.Text> : null}
                </>
              ),
            }))}
          />
        </section>
      ) : null}

      <section aria-label="Lịch sử đơn hàng">
        <h3 className="cg-order-detail__h">Lịch sử đơn hàng</h3>
        {order.events.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có sự kiện nào" />
        ) : (
          <Timeline
            items={order.events.map((e, i) => ({
              key: e.id,
              color: e.to_status === 'canceled' || e.to_status === 'failed' ? 'red' : i === order.events.length - 1 ? 'blue' : 'green',
              title: formatDateTime(e.created_at),
              content: (
                <>
                  <div>{e.action_label}</div>
                  {e.note ? <Typography.Text type="secondary">{e.note}</Typography.Text> : null}
                </>
              ),
            }))}
          />
        )}
      </section>

      <section aria-label="Ảnh đóng gói">
        <h3 className="cg-order-detail__h">Ảnh đóng gói</h3>
        {order.packaging_image_urls.length === 0 ? (
          <Typography.Text type="secondary">Chưa có ảnh đóng gói</Typography.Text>
        ) : (
          <Image.PreviewGroup>
            <Flex gap={8} wrap>
              {order.packaging_image_urls.map((src, i) => (
                <Image key={src} src={src} width={96} height={96} style={{ objectFit: 'cover' }} alt={`Ảnh đóng gói ${i + 1}`} />
              ))}
            </Flex>
          </Image.PreviewGroup>
        )}
      </section>

      {order.complaint ? (
        <section aria-label="Khiếu nại">
          <h3 className="cg-order-detail__h">
            Khiếu nại <Tag color={order.complaint.status === 'open' ? 'orange' : 'green'}>{order.complaint.status_label}</Tag>
          </h3>
          <Typography.Paragraph>{order.complaint.reason}</Typography.Paragraph>
          <Image.PreviewGroup>
            <Flex gap={8} wrap>
              {order.complaint.image_urls.map((src, i) => (
                <Image key={src} src={src} width={72} height={72} style={{ objectFit: 'cover' }} alt={`Ảnh khiếu nại ${i + 1}`} />
              ))}
            </Flex>
          </Image.PreviewGroup>
          {order.complaint.refund_amount !== null ? (
            <Typography.Paragraph>
              Số tiền hoàn: <MoneyText value={order.complaint.refund_amount} strong />
            </Typography.Paragraph>
          ) : null}
          {order.complaint.decision_note ? <Typography.Paragraph type="secondary">{order.complaint.decision_note}</Typography.Paragraph> : null}
        </section>
      ) : null}
    </div>
  );
}

/** The next deadline of the order, said plainly. */
function Deadlines({ order }: { order: OrderDetail }) {
  if (order.status === 'pending' && order.confirm_deadline) {
    return (
      <Alert
        type="info"
        showIcon
        title={
          order.viewer_role === 'seller'
            ? `Hãy xác nhận đơn trước ${formatDateTime(order.confirm_deadline)}, nếu không đơn sẽ tự động hủy.`
            : `Người bán cần xác nhận trước ${formatDateTime(order.confirm_deadline)}, nếu không đơn sẽ tự động hủy và bạn được hoàn tiền.`
        }
      />
    );
  }
  if (order.status === 'delivered') {
    return (
      <Alert
        type="info"
        showIcon
        title={
          order.viewer_role === 'buyer'
            ? 'Hãy kiểm tra hàng rồi bấm "Đã nhận hàng", hoặc "Khiếu nại" nếu có vấn đề.'
            : 'Đơn hàng đã giao tới người mua.'
        }
        description={
          <>
            {order.complaint_deadline ? <div>Hạn khiếu nại: {formatDateTime(order.complaint_deadline)}</div> : null}
            {order.auto_complete_at ? <div>Đơn tự động hoàn tất lúc {formatDateTime(order.auto_complete_at)}</div> : null}
          </>
        }
      />
    );
  }
  return null;
}
