import { formatMoney, ORDER_RULES, type ComplaintDecisionBody } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import { AppError, badRequest, businessRule, notFound } from '../../lib/errors.js';
import { recordStaffAction } from '../audit/index.js';
import { kitsBackToSeller, kitsToBuyer } from './order-kits.js';
import { postPartialRefundJournal, postRefundJournal } from './order-money.js';
import { notifyBoth } from './order-notices.js';
import { discardPhotos, storePhotos } from './order-photos.js';
import { complaintWindowMs, completeOrder, invalidTransition } from './order-transitions.js';
import { DAY_MS } from '../../lib/time.js';
import {
  addEvent,
  decideComplaint,
  findOrder,
  insertComplaint,
  lockComplaint,
  lockOrder,
  moveOrder,
  type OrderRow,
} from './orders.repository.js';
import { exchangeOrderRefused, lockOrderFor, orderNotFound, type OrdersDeps } from './orders.service.js';

/** The complaint window is a platform setting, read when the buyer complains (through the caller's transaction). */
async function complainAllowed(ex: Executor, o: OrderRow, now: Date) {
  if (o.status !== 'delivered' || !o.deliveredAt) throw invalidTransition(o, 'gửi khiếu nại');
  const windowMs = await complaintWindowMs(ex);
  if (now.getTime() > o.deliveredAt.getTime() + windowMs)
    throw businessRule(`Đã quá thời hạn ${Math.round(windowMs / DAY_MS)} ngày kể từ khi giao hàng để gửi khiếu nại`);
}

/** "Khiếu nại": the buyer's complaint after delivery and the moderator's decision (docs/domain/orders.md). */
export function complaintsService({ db, clock, storage }: Omit<OrdersDeps, 'jobs'>) {
  return {
    /** delivered, within 3 days of delivery: the buyer complains with 1–5 photos; auto-completion stops. */
    async complain(caller: Actor, orderId: string, reason: string, files: Buffer[]) {
      if (files.length < ORDER_RULES.complaintImagesMin || files.length > ORDER_RULES.complaintImagesMax) {
        const message = `Vui lòng tải lên từ ${ORDER_RULES.complaintImagesMin} đến ${ORDER_RULES.complaintImagesMax} ảnh minh chứng`;
        throw badRequest('validation_failed', message, { fields: [{ field: 'images', message }] });
      }
      const pre = await findOrder(db, orderId);
      if (!pre) throw orderNotFound();
      authorize(caller, 'order.act_as_buyer', pre);
      if (pre.type === 'exchange') throw exchangeOrderRefused();
      await complainAllowed(db, pre, clock.now());
      const photos = await storePhotos(storage, 'complaints', orderId, files);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const o = await lockOrderFor(tx, caller, orderId, 'order.act_as_buyer');
          await complainAllowed(tx, o, now);
          const complaint = await insertComplaint(tx, { orderId: o.id, reason, imageUrls: photos.urls, createdAt: now });
          if (!complaint) throw businessRule('Bạn đã gửi khiếu nại cho đơn hàng này rồi');
          await addEvent(tx, o, { action: 'complaint_opened', actorId: caller.userId, note: reason }, now);
          await notifyBoth(
            tx,
            o,
            now,
            { title: `Đã gửi khiếu nại đơn hàng ${o.code}`, message: 'Điều hành viên sẽ xem xét và phản hồi sớm nhất.' },
            { title: `Đơn hàng ${o.code} bị khiếu nại`, message: `Người mua đã gửi khiếu nại: ${reason.slice(0, 200)}`, email: true },
          );
          return complaint;
        });
      } catch (err) {
        await discardPhotos(storage, photos.keys);
        throw err;
      }
    },

    /** The seller answers an open complaint once ("Phản hồi của người bán"); the moderator reads it beside the buyer's words. */
    async respond(caller: Actor, orderId: string, response: string) {
      const pre = await findOrder(db, orderId);
      if (!pre) throw orderNotFound();
      authorize(caller, 'order.act_as_seller', pre);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const o = await lockOrderFor(tx, caller, orderId, 'order.act_as_seller');
        const c = await lockComplaint(tx, o.id);
        if (!c) throw notFound('Đơn hàng này không có khiếu nại');
        if (c.status !== 'open') throw new AppError('invalid_transition', 409, 'Khiếu nại này đã được xử lý');
        if (c.sellerResponse) throw businessRule('Bạn đã gửi phản hồi cho khiếu nại này rồi');
        await decideComplaint(tx, c.id, { sellerResponse: response, sellerRespondedAt: now });
        await addEvent(tx, o, { action: 'complaint_answered', actorId: caller.userId, note: response }, now);
        await notifyBoth(
          tx,
          o,
          now,
          { title: `Người bán đã phản hồi khiếu nại đơn hàng ${o.code}`, message: response.slice(0, 200) },
          null,
        );
      });
    },

    /** A moderator decides an open complaint: refund (order canceled, kit back to the seller), partial refund or release (completed). */
    async decideComplaint(caller: Actor, orderId: string, body: ComplaintDecisionBody) {
      authorize(caller, 'complaint.decide');
      const now = clock.now();
      return db.transaction(async (tx) => {
        const o = await lockOrder(tx, orderId);
        if (!o) throw orderNotFound();
        const c = await lockComplaint(tx, o.id);
        if (!c) throw notFound('Đơn hàng này không có khiếu nại');
        if (c.status !== 'open') throw new AppError('invalid_transition', 409, 'Khiếu nại này đã được xử lý');
        if (o.status !== 'delivered') throw invalidTransition(o, 'xử lý khiếu nại');
        const note = body.note?.trim() || null;
        const ev = { action: 'complaint_resolved' as const, actorId: caller.userId, note };
        let status: 'refunded' | 'partially_refunded' | 'released';
        let refund: number | null = null;
        if (body.decision === 'refund') {
          const moved = await moveOrder(tx, o, ['delivered'], 'canceled', ev, now, {
            canceledBy: caller.userId,
            canceledReason: note ?? 'Hoàn tiền theo khiếu nại',
          });
          if (!moved) throw invalidTransition(o, 'xử lý khiếu nại');
          await kitsBackToSeller(tx, moved, now);
          await postRefundJournal(tx, moved, `Hoàn tiền khiếu nại đơn hàng ${o.code}`);
          status = 'refunded';
          refund = o.totalAmount;
        } else if (body.decision === 'partial_refund') {
          if (body.amount > o.itemsSubtotal) {
            const message = `Số tiền hoàn tối đa là ${formatMoney(o.itemsSubtotal)} (tiền hàng của đơn)`;
            throw badRequest('validation_failed', message, { fields: [{ field: 'amount', message }] });
          }
          const moved = await moveOrder(tx, o, ['delivered'], 'completed', ev, now, { completedAt: now });
          if (!moved) throw invalidTransition(o, 'xử lý khiếu nại');
          await kitsToBuyer(tx, moved, now);
          await postPartialRefundJournal(tx, moved, body.amount);
          status = 'partially_refunded';
          refund = body.amount;
        } else {
          const moved = await completeOrder(tx, o, now, ev);
          if (!moved) throw invalidTransition(o, 'xử lý khiếu nại');
          status = 'released';
        }
        await decideComplaint(tx, c.id, { status, refundAmount: refund, decisionNote: note, decidedBy: caller.userId, decidedAt: now });
        await recordStaffAction(tx, {
          actor: caller,
          action: 'complaint.decide',
          target: { type: 'order', id: o.id },
          before: { order_status: o.status, complaint_status: c.status },
          after: { order_status: status === 'refunded' ? 'canceled' : 'completed', complaint_status: status },
          reason: note,
          details: { decision: body.decision, refund_amount: refund, order_code: o.code },
          at: now,
        });
        const text = {
          refunded: `Khiếu nại đơn hàng ${o.code} được chấp nhận: hoàn tiền ${formatMoney(o.totalAmount)}.`,
          partially_refunded: `Khiếu nại đơn hàng ${o.code}: hoàn tiền một phần ${formatMoney(refund ?? 0)}.`,
          released: `Khiếu nại đơn hàng ${o.code} không được chấp nhận: tiền hàng được thanh toán cho người bán.`,
        }[status];
        await notifyBoth(
          tx,
          o,
          now,
          { title: 'Khiếu nại đã được xử lý', message: text, email: true },
          { title: 'Khiếu nại đã được xử lý', message: text, email: true },
        );
        return { status, refund_amount: refund };
      });
    },
  };
}

export type ComplaintsService = ReturnType<typeof complaintsService>;
