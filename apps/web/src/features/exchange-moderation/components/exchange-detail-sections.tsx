import { Descriptions, Empty, Flex, Image, Tag, Timeline } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { EXCHANGE_DISPUTE_STATUS_LABELS, type ModeratorExchangeDetail, type OrderDetail } from '@cho-gundam/contracts';
import { addressLine } from '@/shared/lib/address';
import { formatDateTime } from '@/shared/lib/format';
import { DateTime } from '@/shared/ui/date-time';
import { MoneyText } from '@/shared/ui/money-text';

type Detail = ModeratorExchangeDetail;
const SIDE_NAMES = { poster: 'Người đăng', offerer: 'Người đề nghị' } as const;

function Photos({ urls, label }: { urls: string[]; label: string }) {
  if (!urls.length) return <Typography.Text type="secondary">Không có ảnh</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap>
        {urls.map((u, i) => (
          <Image key={u} src={u} width={72} height={72} style={{ objectFit: 'cover' }} alt={`${label} ${i + 1}`} />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

/** Both parties: who they are, what each sends, from where to where. */
export function PartiesSection({ d }: { d: Detail }) {
  const { trade, parties } = d;
  const addr = (a: Detail['trade']['addresses']['poster_from']) =>
    a ? `${a.full_name} · ${a.phone_number} · ${addressLine(a)}` : 'Chưa chọn';
  return (
    <Descriptions size="small" column={1} bordered>
      {(['poster', 'offerer'] as const).map((side) => (
        <Descriptions.Item key={side} label={SIDE_NAMES[side]}>
          <Typography.Text strong>{parties[side].name}</Typography.Text>{' '}
          <Typography.Text type="secondary">{parties[side].email}</Typography.Text>
          <div>{`Gửi: ${(side === 'poster' ? trade.poster_kits : trade.offerer_kits).map((k) => k.name).join(', ') || '—'}`}</div>
          <div>{`Gửi từ: ${addr(side === 'poster' ? trade.addresses.poster_from : trade.addresses.offerer_from)}`}</div>
          <div>{`Nhận tại: ${addr(side === 'poster' ? trade.addresses.poster_to : trade.addresses.offerer_to)}`}</div>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** Where the money is: the compensation and each side's delivery fee. */
export function MoneySection({ d }: { d: Detail }) {
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="Tiền bù">
        {d.money.compensation ? (
          <>
            <MoneyText value={d.money.compensation.amount} strong />
            {` · ${d.money.compensation.payer_name} trả · ${d.money.compensation.state_label}`}
          </>
        ) : (
          'Không có tiền bù'
        )}
      </Descriptions.Item>
      {d.money.fees.map((f) => (
        <Descriptions.Item key={f.side} label={`Phí vận chuyển (${f.payer_name})`}>
          {f.amount !== null ? <MoneyText value={f.amount} /> : '—'}
          {` · ${f.state_label}`}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

export function DisputesSection({ d }: { d: Detail }) {
  if (!d.disputes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có khiếu nại nào" />;
  return (
    <Flex vertical gap={12}>
      {d.disputes.map((x) => (
        <div key={x.id} className="cg-xmod__dispute">
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{`${x.opened_by.name} (${SIDE_NAMES[x.side].toLowerCase()})`}</Typography.Text>
            <Tag color={x.status === 'open' ? 'orange' : 'default'}>{EXCHANGE_DISPUTE_STATUS_LABELS[x.status]}</Tag>
            <Typography.Text type="secondary">
              <DateTime value={x.created_at} />
            </Typography.Text>
          </Flex>
          <Typography.Paragraph style={{ margin: '4px 0 8px' }}>{x.reason}</Typography.Paragraph>
          <Photos urls={x.image_urls} label="Ảnh khiếu nại" />
        </div>
      ))}
    </Flex>
  );
}

/** One parcel: its order, packing photos and the order's own timeline. */
export function ParcelSection({ title, order }: { title: string; order: OrderDetail | null }) {
  if (!order)
    return <Typography.Text type="secondary">{`${title}: chưa tạo đơn hàng (chưa thanh toán đủ phí vận chuyển)`}</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{`${title} · đơn ${order.code}`}</Typography.Text>
        <Tag>{order.status_label}</Tag>
        {order.shipment ? <Tag color="blue">{order.shipment.status_label}</Tag> : null}
      </Flex>
      {order.return_shipment ? (
        <Typography.Text>
          {`Vận đơn hoàn về người gửi ${order.return_shipment.tracking_code} (${order.return_shipment.carrier_label}): `}
          <Tag color="purple">{order.return_shipment.status_label}</Tag>
        </Typography.Text>
      ) : null}
      <Photos urls={order.packaging_image_urls} label={`Ảnh đóng gói đơn ${order.code}`} />
      <Timeline
        items={order.events.map((e) => ({
          key: e.id,
          content: (
            <span>
              {`${e.action_label} · ${formatDateTime(e.created_at)}`}
              {e.note ? <Typography.Text type="secondary">{` · ${e.note}`}</Typography.Text> : null}
            </span>
          ),
        }))}
      />
    </Flex>
  );
}

/** The trade's own steps (accepted, packing deadline, receipts, end) and the staff decisions. */
export function TradeTimeline({ d }: { d: Detail }) {
  const t = d.trade;
  const steps: { at: string; text: string }[] = [{ at: t.created_at, text: 'Đề nghị được chấp nhận, giao dịch bắt đầu' }];
  if (t.ship_by) steps.push({ at: t.ship_by, text: 'Hạn đóng gói kiện hàng (72 giờ)' });
  if (t.received_at.poster) steps.push({ at: t.received_at.poster, text: `${d.parties.poster.name} xác nhận đã nhận hàng` });
  if (t.received_at.offerer) steps.push({ at: t.received_at.offerer, text: `${d.parties.offerer.name} xác nhận đã nhận hàng` });
  for (const x of d.disputes) steps.push({ at: x.created_at, text: `${x.opened_by.name} khiếu nại kiện hàng` });
  for (const a of d.decisions)
    steps.push({ at: a.created_at, text: `${a.action_label} (${a.actor_name ?? 'hệ thống'}): ${a.reason ?? ''}` });
  if (t.completed_at) steps.push({ at: t.completed_at, text: 'Giao dịch hoàn tất' });
  if (t.canceled_at) steps.push({ at: t.canceled_at, text: t.status === 'failed' ? 'Giao dịch thất bại' : 'Giao dịch đã hủy' });
  steps.sort((a, b) => a.at.localeCompare(b.at));
  return <Timeline items={steps.map((s, i) => ({ key: i, content: `${formatDateTime(s.at)} · ${s.text}` }))} />;
}
