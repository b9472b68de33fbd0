import type { FastifyBaseLogger } from 'fastify';
import { formatMoney } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { ShipmentStatus } from '../../integrations/carrier/types.js';
import type { Clock } from '../../lib/clock.js';
import type { ShipmentStatusEvent, ShippingModule } from '../shipping/index.js';
import { kitsBackToSeller } from './order-kits.js';
import { postRefundJournal } from './order-money.js';
import { notifyBoth } from './order-notices.js';
import { autoCompleteMs, complaintWindowMs } from './order-transitions.js';
import { orderDeadlineJob, requestShipmentJob, shipmentJobKey } from './orders.jobs.js';
import { findOrder, lockOrder, moveOrder, orderItemsOf, packedWithoutShipment, type OrderRow } from './orders.repository.js';

/** A packed order still without a shipment this long after packing gets its create job again. */
export const STUCK_PACKED_MS = 30 * 60_000;
const SWEEP_BATCH = 100;

/** Which order status a parcel's status leads to (null: none). Only returned/canceled fail the order. */
export function orderStatusFor(s: ShipmentStatus): 'delivering' | 'delivered' | 'failed' | null {
  switch (s) {
    case 'ready_to_pick':
    case 'picking':
      return null;
    case 'picked':
    case 'delivering':
    case 'delivery_failed': // the carrier will try again (or return it): the order is still on its way
    case 'returning': // not back with the seller yet
      return 'delivering';
    case 'delivered':
      return 'delivered';
    case 'returned':
    case 'canceled':
      return 'failed';
  }
}

/**
 * The orders module's side of shipping (docs/domain/shipping.md): asking the carrier for a parcel
 * once an order is packed, and moving the order when the parcel moves.
 */
export function orderShipping({ db, clock, shipping, log }: { db: Db; clock: Clock; shipping: ShippingModule; log?: FastifyBaseLogger }) {
  return {
    /** The `orders.create_shipment` job: an order no longer waiting in packaging gets no parcel. */
    async requestShipment(orderId: string) {
      const order = await findOrder(db, orderId);
      if (!order) return;
      if (order.status !== 'packaging') {
        log?.warn({ orderId, status: order.status }, 'shipment not created: order is not in packaging');
        return;
      }
      await shipping.createShipment(
        orderId,
        {
          from: order.shipFrom,
          to: order.shipTo,
          orderCode: order.code,
          ...(await parcelContents(db, order)),
          note: order.note || undefined,
        },
        (tx, created, now) =>
          notifyBoth(
            tx,
            order,
            now,
            {
              title: `Đơn hàng ${order.code} đã có mã vận đơn`,
              message: `Mã vận đơn ${created.trackingCode} (${created.carrierLabel}). Đơn vị vận chuyển sẽ đến lấy hàng từ người bán.`,
            },
            null,
          ),
      );
      // canceled while the carrier was booking it (a moderator's decision): the parcel must not leave
      if ((await findOrder(db, orderId))?.status === 'canceled') await shipping.cancelShipment(orderId);
    },

    /** Packed orders whose create job gave up are enqueued again (the dedupe key keeps a live job single). */
    async requeueStuckPackedOrders() {
      const cutoff = new Date(clock.now().getTime() - STUCK_PACKED_MS);
      let queued = 0;
      for (const o of await packedWithoutShipment(db, cutoff, SWEEP_BATCH)) {
        if (await requestShipmentJob.enqueue(db, { orderId: o.id }, { dedupeKey: shipmentJobKey(o.id) })) queued++;
      }
      if (queued) log?.warn({ queued }, 'packed orders without a shipment: create jobs queued again');
      return queued;
    },

    /** Subscribed to the shipping module: every applied parcel step, in its transaction. */
    onShipmentStatus: (tx: Tx, e: ShipmentStatusEvent) => applyShipmentStatus(tx, e),
  };
}

/** What a parcel of this order carries, for the carrier: its kits, their weight and declared value. */
export async function parcelContents(db: Db, order: Pick<OrderRow, 'id' | 'itemsSubtotal'>) {
  const items = (await orderItemsOf(db, [order.id])).get(order.id) ?? [];
  return {
    weightGrams: items.reduce((sum, i) => sum + i.weightGrams * i.quantity, 0),
    valueVnd: order.itemsSubtotal,
    items: items.map((i) => ({ name: i.name, quantity: i.quantity, weightGrams: i.weightGrams })),
  };
}

/**
 * Moves the order when its parcel moves: `delivering` from packaging, `delivered` from packaging or
 * delivering (the carrier may jump), `failed` from packaging or delivering (buyer refunded, kits
 * back to the seller's collection). A failure reported after delivery is ignored (the buyer
 * confirms or complains instead). Idempotent: an order already at or past the step is left alone.
 * The steps the transitions do not announce (a failed attempt, the return trip) are told here too.
 */
export async function applyShipmentStatus(tx: Tx, e: ShipmentStatusEvent): Promise<boolean> {
  // a return parcel (order-returns.ts) belongs to an order that has already ended: it moves nothing
  if (e.kind === 'return') return announceReturned(tx, e);
  const order = await lockOrder(tx, e.orderId);
  if (!order) return false;
  const to = orderStatusFor(e.status);
  const at = e.occurredAt;
  let moved = false;

  if (to === 'delivering') {
    const row = await moveOrder(tx, order, ['packaging'], 'delivering', { action: 'shipped', actorId: null, note: e.note }, at);
    if (row) {
      const msg = {
        title: `Đơn hàng ${order.code} đã được bàn giao cho đơn vị vận chuyển`,
        // an exchange parcel goes to the other side of a trade, not to a buyer
        message: `Đơn hàng đang trên đường giao đến ${order.type === 'exchange' ? 'người nhận' : 'người mua'}.`,
      };
      await notifyBoth(tx, row, at, { ...msg, message: 'Đơn hàng đang trên đường giao đến bạn.', email: true }, msg);
      moved = true;
    }
  } else if (to === 'delivered') {
    const autoCompleteAt = new Date(at.getTime() + (await autoCompleteMs(tx)));
    const row = await moveOrder(
      tx,
      order,
      ['packaging', 'delivering'],
      'delivered',
      { action: 'delivered', actorId: null, note: e.note },
      at,
      {
        deliveredAt: at,
        autoCompleteAt,
      },
    );
    if (row) {
      await orderDeadlineJob.enqueue(
        tx,
        { orderId: row.id, kind: 'complete' },
        { runAt: autoCompleteAt, dedupeKey: `orders.deadline:complete:${row.id}` },
      );
      // the windows the admin set (settings), not fixed numbers; an exchange parcel is confirmed on
      // the trade's page and pays nobody, so its two sides read what happens in a trade instead
      const days = (ms: number) => Math.round(ms / 86_400_000);
      const title = `Đơn hàng ${order.code} đã được giao thành công`;
      await notifyBoth(
        tx,
        row,
        at,
        row.type === 'exchange'
          ? { title, message: 'Vui lòng kiểm tra kiện hàng và xác nhận đã nhận trên trang giao dịch trao đổi.', email: true }
          : {
              title,
              message: `Vui lòng kiểm tra và xác nhận đã nhận hàng, hoặc gửi khiếu nại trong vòng ${days(await complaintWindowMs(tx))} ngày.`,
              email: true,
            },
        row.type === 'exchange'
          ? { title, message: 'Giao dịch trao đổi hoàn tất khi cả hai bên xác nhận đã nhận kiện hàng.' }
          : {
              title,
              message: `Tiền hàng sẽ được thanh toán khi người mua xác nhận hoặc sau ${days(autoCompleteAt.getTime() - at.getTime())} ngày.`,
            },
      );
      moved = true;
    }
  } else if (to === 'failed') {
    const row = await moveOrder(tx, order, ['packaging', 'delivering'], 'failed', { action: 'failed', actorId: null, note: e.note }, at);
    if (row) {
      await kitsBackToSeller(tx, row, at);
      await postRefundJournal(tx, row, `Hoàn tiền đơn hàng giao thất bại ${order.code}`);
      await notifyBoth(
        tx,
        row,
        at,
        {
          title: `Giao hàng thất bại cho đơn ${order.code}`,
          message: `Số tiền ${formatMoney(order.totalAmount)} đã được hoàn vào số dư khả dụng của bạn.`,
          email: true,
        },
        { title: `Giao hàng thất bại cho đơn ${order.code}`, message: 'Mô hình đã được trả về bộ sưu tập của bạn.', email: true },
      );
      moved = true;
    }
  }
  await announceParcelStep(tx, e);
  return moved;
}

/** Steps the transitions do not announce: a failed attempt and the return trip (while the order is on its way). */
async function announceParcelStep(tx: Tx, e: ShipmentStatusEvent) {
  if (e.status !== 'delivery_failed' && e.status !== 'returning') return;
  const o = await findOrder(tx, e.orderId);
  if (!o || o.status !== 'delivering') return;
  const now = e.receivedAt;
  if (e.status === 'delivery_failed') {
    await notifyBoth(
      tx,
      o,
      now,
      {
        title: `Đơn hàng ${o.code} chuẩn bị giao lại cho bạn`,
        message: 'Đơn vị vận chuyển chưa giao được hàng và sẽ liên hệ giao lại. Vui lòng để ý điện thoại của bạn.',
      },
      {
        title: `Giao hàng chưa thành công cho đơn ${o.code}`,
        message: 'Đơn vị vận chuyển sẽ giao lại; nếu vẫn không giao được, mô hình sẽ được hoàn về cho bạn.',
      },
    );
  } else {
    await notifyBoth(
      tx,
      o,
      now,
      {
        title: `Đơn hàng ${o.code} đang chờ trả về`,
        message: 'Giao hàng không thành công. Tiền hàng sẽ được hoàn vào ví khi mô hình về tới người bán.',
      },
      {
        title: `Đơn hàng ${o.code} đang được giao trả`,
        message: 'Giao hàng không thành công; đơn vị vận chuyển đang hoàn mô hình về địa chỉ lấy hàng của bạn.',
        email: true,
      },
    );
  }
}

/** A return parcel back with its sender: both sides are told the exchange's kit is home. */
async function announceReturned(tx: Tx, e: ShipmentStatusEvent): Promise<boolean> {
  if (e.status !== 'delivered') return false;
  const o = await findOrder(tx, e.orderId);
  if (!o) return false;
  const title = `Kiện hàng hoàn của đơn ${o.code} đã về tới người gửi`;
  await notifyBoth(
    tx,
    o,
    e.receivedAt,
    { title, message: 'Đơn vị vận chuyển đã giao trả mô hình cho người gửi.' },
    {
      title,
      message: 'Mô hình đã về tới bạn và nằm trong bộ sưu tập của bạn.',
    },
  );
  return false;
}
