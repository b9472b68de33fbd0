import { ORDER_RULES, SELLER_CANCEL_REASON_MESSAGE } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, businessRule, notFound } from '../../lib/errors.js';
import type { JobsPoke } from '../../lib/module.js';
import { notifyBoth } from './order-notices.js';
import { discardPhotos, storePhotos } from './order-photos.js';
import { cancelOrder, completeOrder, confirmHoursOf, invalidTransition } from './order-transitions.js';
import { requestShipmentJob, shipmentJobKey, type DeadlinePayload } from './orders.jobs.js';
import { addEvent, findOrder, hasOpenComplaint, lockOrder, markPacked, moveOrder, type OrderRow } from './orders.repository.js';

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  jobs: JobsPoke;
}

export const orderNotFound = () => notFound('Không tìm thấy đơn hàng');

/** The order, locked, once the caller may act on it in that role (lib/access.ts: strangers get 404, the other party 403). */
export async function lockOrderFor(tx: Tx, caller: Actor, orderId: string, action: OrderPartyAction) {
  const o = await lockOrder(tx, orderId);
  if (!o) throw orderNotFound();
  authorize(caller, action, o);
  return o;
}
type OrderPartyAction = 'order.act_as_seller' | 'order.act_as_buyer' | 'order.act_as_party';

/** An exchange parcel is confirmed (and complained about) on its trade, which ends both parcels together. */
export const exchangeOrderRefused = () =>
  businessRule('Đơn hàng trao đổi được xác nhận trên trang giao dịch trao đổi, không xác nhận riêng từng đơn');

function packRefused(o: OrderRow) {
  if (o.status === 'packaging' && o.isPackaged) return new AppError('invalid_transition', 409, `Đơn hàng ${o.code} đã được đóng gói rồi`);
  return invalidTransition(o, 'tải ảnh đóng gói');
}

/** The order commands of its buyer and seller, and the deadline job (docs/domain/orders.md). */
export function ordersService({ db, clock, storage, jobs }: OrdersDeps) {
  return {
    /** pending → packaging (the seller accepts the order). */
    async confirm(caller: Actor, orderId: string) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const o = await lockOrderFor(tx, caller, orderId, 'order.act_as_seller');
        if (o.status !== 'pending') throw invalidTransition(o, 'xác nhận đơn hàng');
        if (o.confirmDeadline && now > o.confirmDeadline)
          throw businessRule(`Đã quá hạn ${confirmHoursOf(o)} giờ để xác nhận đơn hàng này; đơn hàng sẽ được hủy tự động`);
        const moved = await moveOrder(tx, o, ['pending'], 'packaging', { action: 'confirmed', actorId: caller.userId }, now);
        if (!moved) throw invalidTransition(o, 'xác nhận đơn hàng');
        await notifyBoth(
          tx,
          moved,
          now,
          { title: `Đơn hàng #${o.code} đã được xác nhận`, message: 'Người bán đã xác nhận và đang chuẩn bị hàng cho bạn.' },
          {
            title: `Đã xác nhận đơn hàng #${o.code}`,
            message: 'Hãy đóng gói và tải lên ảnh đóng gói để bàn giao cho đơn vị vận chuyển.',
          },
        );
        return moved;
      });
    },

    /** pending → canceled by the buyer (any reason) or the seller (reason ≥ 10 characters): full refund. */
    async cancel(caller: Actor, orderId: string, reason: string | undefined) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const o = await lockOrderFor(tx, caller, orderId, 'order.act_as_party');
        const role = o.sellerId === caller.userId ? 'seller' : 'buyer';
        const why = reason?.trim() || null;
        if (role === 'seller' && (!why || why.length < ORDER_RULES.sellerCancelReasonMin)) {
          throw badRequest('validation_failed', SELLER_CANCEL_REASON_MESSAGE, {
            fields: [{ field: 'reason', message: SELLER_CANCEL_REASON_MESSAGE }],
          });
        }
        if (o.status !== 'pending') throw invalidTransition(o, 'hủy đơn hàng');
        const moved = await cancelOrder(tx, o, now, { actorId: caller.userId, role, reason: why });
        if (!moved) throw invalidTransition(o, 'hủy đơn hàng');
        return moved;
      });
    },

    /** packaging (not yet packed) → packed: 1–5 photos, then the carrier's parcel is asked for by a job. */
    async pack(caller: Actor, orderId: string, files: Buffer[]) {
      if (files.length < ORDER_RULES.packingImagesMin || files.length > ORDER_RULES.packingImagesMax) {
        const message = `Vui lòng tải lên từ ${ORDER_RULES.packingImagesMin} đến ${ORDER_RULES.packingImagesMax} ảnh đóng gói`;
        throw badRequest('validation_failed', message, { fields: [{ field: 'images', message }] });
      }
      // cheap refusal before the images are processed
      const pre = await findOrder(db, orderId);
      if (!pre) throw orderNotFound();
      authorize(caller, 'order.act_as_seller', pre);
      if (pre.status !== 'packaging' || pre.isPackaged) throw packRefused(pre);
      const photos = await storePhotos(storage, 'orders', orderId, files);
      const now = clock.now();
      try {
        const packed = await db.transaction(async (tx) => {
          const o = await lockOrderFor(tx, caller, orderId, 'order.act_as_seller');
          if (o.status !== 'packaging' || o.isPackaged) throw packRefused(o);
          const moved = await markPacked(tx, o.id, photos.urls, now);
          if (!moved) throw packRefused(o);
          await addEvent(tx, o, { action: 'packed', actorId: caller.userId }, now);
          await requestShipmentJob.enqueue(tx, { orderId: o.id }, { dedupeKey: shipmentJobKey(o.id) });
          await notifyBoth(
            tx,
            moved,
            now,
            {
              title: `Đơn hàng ${o.code} đã được đóng gói`,
              message: 'Người bán đã đóng gói, đơn hàng đang chờ bàn giao cho đơn vị vận chuyển.',
            },
            null,
          );
          return moved;
        });
        jobs.poke();
        return packed;
      } catch (err) {
        await discardPhotos(storage, photos.keys);
        throw err;
      }
    },

    /** delivered → completed by the buyer ("Đã nhận hàng"). */
    async confirmReceipt(caller: Actor, orderId: string) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const o = await lockOrderFor(tx, caller, orderId, 'order.act_as_buyer');
        if (o.type === 'exchange') throw exchangeOrderRefused();
        if (o.status !== 'delivered') throw invalidTransition(o, 'xác nhận đã nhận hàng');
        if (await hasOpenComplaint(tx, o.id)) throw businessRule('Đơn hàng đang có khiếu nại chờ xử lý, không thể xác nhận hoàn tất');
        const moved = await completeOrder(tx, o, now, { actorId: caller.userId, action: 'completed' });
        if (!moved) throw invalidTransition(o, 'xác nhận đã nhận hàng');
        return moved;
      });
    },

    /** The `orders.deadline` job: acts only if the deadline passed and the order is still where it was. */
    async runDeadline({ orderId, kind }: DeadlinePayload) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const o = await lockOrder(tx, orderId);
        if (!o) return;
        if (kind === 'confirm') {
          if (o.status !== 'pending' || !o.confirmDeadline || now < o.confirmDeadline) return;
          await cancelOrder(tx, o, now, {
            actorId: null,
            role: 'system',
            reason: `Người bán không xác nhận đơn hàng trong ${confirmHoursOf(o)} giờ`,
          });
        } else {
          // an exchange parcel completes with its trade (the exchanges module's receipt sweep)
          if (o.type === 'exchange' || o.status !== 'delivered' || !o.autoCompleteAt || now < o.autoCompleteAt) return;
          if (await hasOpenComplaint(tx, o.id)) return;
          await completeOrder(tx, o, now, { actorId: null, action: 'auto_completed' });
        }
      });
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
