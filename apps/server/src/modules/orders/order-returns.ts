import type { Db, Tx } from '../../db/client.js';
import type { ShippingModule } from '../shipping/index.js';
import { notifyBoth } from './order-notices.js';
import { parcelContents } from './order-shipping.js';
import { returnParcelJob } from './orders.jobs.js';
import { findOrder, type OrderRow } from './orders.repository.js';

/**
 * An exchange's parcels sent back to their senders (a moderator's "Hoàn hàng về người gửi",
 * docs/domain/exchanges.md). The decision's transaction cancels the orders and enqueues one
 * `orders.return_parcel` job per order; the job talks to the carrier outside any transaction:
 * a parcel still on its way is stopped (canceled before pickup, sent back once picked), and a
 * delivered one gets a `return` parcel from the receiver's address to the sender's, which the
 * shipping module tracks like any other. Every step is idempotent, so a retried job repeats nothing.
 */
export async function enqueueReturnParcels(tx: Tx, orders: readonly Pick<OrderRow, 'id'>[]) {
  for (const o of orders) await returnParcelJob.enqueue(tx, { orderId: o.id }, { dedupeKey: `orders.return_parcel:${o.id}` });
}

export function orderReturns({ db, shipping }: { db: Db; shipping: ShippingModule }) {
  return {
    /** The `orders.return_parcel` job. Only for an exchange order the decision canceled. */
    async returnParcel(orderId: string) {
      const order = await findOrder(db, orderId);
      if (!order || order.type !== 'exchange' || order.status !== 'canceled') return;
      // null: never handed to the carrier; canceled / returning / returned: the carrier brings it back itself
      const status = await shipping.cancelShipment(orderId);
      if (status !== 'delivered') return;
      await shipping.createShipment(
        orderId,
        {
          // the other way: from where it was delivered back to where it was picked up
          from: order.shipTo,
          to: order.shipFrom,
          orderCode: `${order.code}-HOAN`,
          ...(await parcelContents(db, order)),
          note: 'Hoàn hàng về người gửi theo quyết định của điều hành viên',
        },
        (tx, created, now) =>
          notifyBoth(
            tx,
            order,
            now,
            {
              title: `Kiện hàng đơn ${order.code} sẽ được hoàn về người gửi`,
              message: `Mã vận đơn hoàn ${created.trackingCode} (${created.carrierLabel}). Vui lòng giữ nguyên mô hình và bao bì, đơn vị vận chuyển sẽ đến lấy hàng.`,
              email: true,
            },
            {
              title: `Mô hình của đơn ${order.code} đang được hoàn về bạn`,
              message: `Mã vận đơn hoàn ${created.trackingCode} (${created.carrierLabel}).`,
            },
          ),
        'return',
      );
    },
  };
}
