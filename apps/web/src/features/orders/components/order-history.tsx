import { Empty, Flex, Image, Tag, Timeline } from 'antd';
import { Typography } from '@/shared/ui/typography';
import type { OrderDetail } from '@cho-gundam/contracts';
import { formatDateTime } from '@/shared/lib/format';
import { MoneyText } from '@/shared/ui/money-text';

/** What happened to the order: the carrier's journey, the order's own history, the packing photos, a complaint. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  return (
    <>
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
          {order.complaint.seller_response ? (
            <Typography.Paragraph>
              <Typography.Text strong>Phản hồi của người bán: </Typography.Text>
              {order.complaint.seller_response}
            </Typography.Paragraph>
          ) : null}
          {order.complaint.refund_amount !== null ? (
            <Typography.Paragraph>
              Số tiền hoàn: <MoneyText value={order.complaint.refund_amount} strong />
            </Typography.Paragraph>
          ) : null}
          {order.complaint.decision_note ? (
            <Typography.Paragraph type="secondary">{order.complaint.decision_note}</Typography.Paragraph>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
