import { and, eq } from 'drizzle-orm';
import { ORDER_RULES, SELLER_CANCEL_REASON_MESSAGE, type ComplaintDecisionBody } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, businessRule, notFound } from '../../lib/errors.js';
import { sniffImageType, toWebpVariants } from '../../lib/images.js';
import { enqueueJob } from '../../lib/jobs.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { staffAuditLog } from '../audit/audit.schema.js';
import {
  COMPLAINT_MS,
  addEvent,
  cancelOrder,
  completeOrder,
  invalidTransition,
  kitsBackToSeller,
  kitsToBuyer,
  lockOrder,
  moveOrder,
  notifyBoth,
  postPartialRefundJournal,
  postRefundJournal,
  type OrderRow,
} from './order-transitions.js';
import { orderComplaints, orders } from './orders.schema.js';

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

export const orderNotFound = () => notFound('Không tìm thấy đơn hàng');
export const SHIPMENT_JOB = 'shipping.create_shipment';
const PHOTO_SIZE = 1280;

/** The order, locked; 404 unless the caller is its buyer (or seller, when allowed). */
async function lockFor(tx: Tx, orderId: string, userId: string, who: 'buyer' | 'seller' | 'either') {
  const o = await lockOrder(tx, orderId);
  if (!o) throw orderNotFound();
  const isBuyer = o.buyerId === userId;
  const isSeller = o.sellerId === userId;
  if ((who === 'buyer' && !isBuyer) || (who === 'seller' && !isSeller) || (who === 'either' && !isBuyer && !isSeller)) {
    // the other party gets a clear refusal; a stranger learns nothing
    if (isBuyer || isSeller) throw new AppError('forbidden', 403, who === 'seller' ? 'Chỉ người bán mới thực hiện được thao tác này' : 'Chỉ người mua mới thực hiện được thao tác này');
    throw orderNotFound();
  }
  return o;
}

/** Photos (packing, complaint) as WebP ≤ 1280 px under `<prefix>/<orderId>/<sha>-full.webp`, written before the transaction. */
export async function storePhotos(storage: Storage, prefix: string, orderId: string, files: Buffer[]) {
  for (const [i, f] of files.entries()) {
    if (!sniffImageType(f)) {
      throw new AppError('unsupported_media_type', 415, `Ảnh thứ ${i + 1} không phải ảnh JPEG, PNG hoặc WebP`, { fields: [{ field: 'images', message: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP' }] });
    }
  }
  const keys: string[] = [];
  try {
    for (const f of files) {
      const v = await toWebpVariants(f, { full: PHOTO_SIZE }, 'images');
      const key = `${prefix}/${orderId}/${v.sha}-full.webp`;
      await storage.put(key, v.files.full, 'image/webp');
      keys.push(key);
    }
  } catch (err) {
    await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
    throw err;
  }
  return { keys, urls: keys.map((k) => storage.url(k)) };
}

export function ordersService({ db, clock, storage }: OrdersDeps) {
  return {
    /** pending → packaging (the seller accepts the order). */
    async confirm(caller: AuthContext, orderId: string) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const o = await lockFor(tx, orderId, caller.userId, 'seller');
        if (o.status !== 'pending') throw invalidTransition(o, 'xác nhận đơn hàng');
        if (o.confirmDeadline && now > o.confirmDeadline) throw businessRule('Đã quá hạn 48 giờ để xác nhận đơn hàng này; đơn hàng sẽ được hủy tự động');
        const moved = await moveOrder(tx, o, ['pending'], 'packaging', { action: 'confirmed', actorId: caller.userId }, now);
        if (!moved) throw invalidTransition(o, 'xác nhận đơn hàng');
        await notifyBoth(
          tx,
          moved,
          now,
          { title: `Đơn hàng #${o.code} đã được xác nhận`, message: 'Người bán đã xác nhận và đang chuẩn bị hàng cho bạn.' },
          { title: `Đã xác nhận đơn hàng #${o.code}`, message: 'Hãy đóng gói và tải lên ảnh đóng gói để bàn giao cho đơn vị vận chuyển.' },
        );
        return moved;
      });
    },

    /** pending → canceled by the buyer (any reason) or the seller (reason ≥ 10 characters): full refund. */
    async cancel(caller: AuthContext, orderId: string, reason: string | undefined) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const o = await lockFor(tx, orderId, caller.userId, 'either');
        const role = o.sellerId === caller.userId ? 'seller' : 'buyer';
        const why = reason?.trim() || null;
        if (role === 'seller' && (!why || why.length < ORDER_RULES.sellerCancelReasonMin)) {
          throw badRequest('validation_failed', SELLER_CANCEL_REASON_MESSAGE, { fields: [{ field: 'reason', message: SELLER_CANCEL_REASON_MESSAGE }] });
        }
        if (o.status !== 'pending') throw invalidTransition(o, 'hủy đơn hàng');
        const moved = await cancelOrder(tx, o, now, { actorId: caller.userId, role, reason: why });
        if (!moved) throw invalidTransition(o, 'hủy đơn hàng');
        return moved;
      });
    },

    /** packaging (not yet packed) → packed: 1–5 photos, then the shipment is created by the shipping job. */
    async pack(caller: AuthContext, orderId: string, files: Buffer[]) {
      if (files.length < ORDER_RULES.packingImagesMin || files.length > ORDER_RULES.packingImagesMax) {
        const message = `Vui lòng tải lên từ ${ORDER_RULES.packingImagesMin} đến ${ORDER_RULES.packingImagesMax} ảnh đóng gói`;
        throw badRequest('validation_failed', message, { fields: [{ field: 'images', message }] });
      }
      // cheap refusal before the images are processed
      const [pre] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!pre || (pre.sellerId !== caller.userId && pre.buyerId !== caller.userId)) throw orderNotFound();
      if (pre.sellerId !== caller.userId) throw new AppError('forbidden', 403, 'Chỉ người bán mới thực hiện được thao tác này');
      if (pre.status !== 'packaging' || pre.isPackaged) throw packRefused(pre);
      const photos = await storePhotos(storage, 'orders', orderId, files);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const o = await lockFor(tx, orderId, caller.userId, 'seller');
          if (o.status !== 'packaging' || o.isPackaged) throw packRefused(o);
          const [moved] = await tx
            .update(orders)
            .set({ isPackaged: true, packagingImageUrls: photos.urls, updatedAt: now })
            .where(and(eq(orders.id, o.id), eq(orders.status, 'packaging'), eq(orders.isPackaged, false)))
            .returning();
          if (!moved) throw packRefused(o);
          await addEvent(tx, o, { action: 'packed', actorId: caller.userId }, now);
          await enqueueJob(tx, SHIPMENT_JOB, { orderId: o.id }, { dedupeKey: `${SHIPMENT_JOB}:${o.id}` });
          await notifyBoth(tx, moved, now, { title: `Đơn hàng ${o.code} đã được đóng gói`, message: 'Người bán đã đóng gói, đơn hàng đang chờ bàn giao cho đơn vị vận chuyển.' }, null);
          return moved;
        });
      } catch (err) {
        await Promise.all(photos.keys.map((k) => storage.delete(k).catch(() => undefined)));
        throw err;
      }
    },

    /** delivered → completed by the buyer ("Đã nhận hàng"). */
    async confirmReceipt(caller: AuthContext, orderId: string) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const o = await lockFor(tx, orderId, caller.userId, 'buyer');
        if (o.status !== 'delivered') throw invalidTransition(o, 'xác nhận đã nhận hàng');
        if (await openComplaint(tx, o.id)) throw businessRule('Đơn hàng đang có khiếu nại chờ xử lý, không thể xác nhận hoàn tất');
        const moved = await completeOrder(tx, o, now, { actorId: caller.userId, action: 'completed' });
        if (!moved) throw invalidTransition(o, 'xác nhận đã nhận hàng');
        return moved;
      });
    },

    /** delivered, within 3 days of delivery: the buyer complains with 1–5 photos; auto-completion stops. */
    async complain(caller: AuthContext, orderId: string, reason: string, files: Buffer[]) {
      if (files.length < ORDER_RULES.complaintImagesMin || files.length > ORDER_RULES.complaintImagesMax) {
        const message = `Vui lòng tải lên từ ${ORDER_RULES.complaintImagesMin} đến ${ORDER_RULES.complaintImagesMax} ảnh minh chứng`;
        throw badRequest('validation_failed', message, { fields: [{ field: 'images', message }] });
      }
      const [pre] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!pre || (pre.sellerId !== caller.userId && pre.buyerId !== caller.userId)) throw orderNotFound();
      if (pre.buyerId !== caller.userId) throw new AppError('forbidden', 403, 'Chỉ người mua mới thực hiện được thao tác này');
      complainAllowed(pre, clock.now());
      const photos = await storePhotos(storage, 'complaints', orderId, files);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const o = await lockFor(tx, orderId, caller.userId, 'buyer');
          complainAllowed(o, now);
          const inserted = await tx
            .insert(orderComplaints)
            .values({ orderId: o.id, reason, imageUrls: photos.urls, createdAt: now })
            .onConflictDoNothing()
            .returning();
          if (!inserted[0]) throw businessRule('Bạn đã gửi khiếu nại cho đơn hàng này rồi');
          await addEvent(tx, o, { action: 'complaint_opened', actorId: caller.userId, note: reason }, now);
          await notifyBoth(
            tx,
            o,
            now,
            { title: `Đã gửi khiếu nại đơn hàng ${o.code}`, message: 'Điều hành viên sẽ xem xét và phản hồi sớm nhất.' },
            { title: `Đơn hàng ${o.code} bị khiếu nại`, message: `Người mua đã gửi khiếu nại: ${reason.slice(0, 200)}`, email: true },
          );
          return inserted[0];
        });
      } catch (err) {
        await Promise.all(photos.keys.map((k) => storage.delete(k).catch(() => undefined)));
        throw err;
      }
    },

    /** A moderator decides an open complaint: refund (order canceled, kit back to the seller), partial refund or release (completed). */
    async decideComplaint(caller: AuthContext, orderId: string, body: ComplaintDecisionBody) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const o = await lockOrder(tx, orderId);
        if (!o) throw orderNotFound();
        const [c] = await tx.select().from(orderComplaints).where(eq(orderComplaints.orderId, o.id)).for('update').limit(1);
        if (!c) throw notFound('Đơn hàng này không có khiếu nại');
        if (c.status !== 'open') throw new AppError('invalid_transition', 409, 'Khiếu nại này đã được xử lý');
        if (o.status !== 'delivered') throw invalidTransition(o, 'xử lý khiếu nại');
        const note = body.note?.trim() || null;
        const ev = { action: 'complaint_resolved' as const, actorId: caller.userId, note };
        let status: 'refunded' | 'partially_refunded' | 'released';
        let refund: number | null = null;
        if (body.decision === 'refund') {
          const moved = await moveOrder(tx, o, ['delivered'], 'canceled', ev, now, { canceledBy: caller.userId, canceledReason: note ?? 'Hoàn tiền theo khiếu nại' });
          if (!moved) throw invalidTransition(o, 'xử lý khiếu nại');
          await kitsBackToSeller(tx, moved, now);
          await postRefundJournal(tx, moved, `Hoàn tiền khiếu nại đơn hàng ${o.code}`);
          status = 'refunded';
          refund = o.totalAmount;
        } else if (body.decision === 'partial_refund') {
          if (body.amount > o.itemsSubtotal) {
            throw badRequest('validation_failed', `Số tiền hoàn tối đa là ${o.itemsSubtotal.toLocaleString('vi-VN')} ₫ (tiền hàng)`, { fields: [{ field: 'amount', message: 'Vượt quá tiền hàng' }] });
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
        await tx.update(orderComplaints).set({ status, refundAmount: refund, decisionNote: note, decidedBy: caller.userId, decidedAt: now }).where(eq(orderComplaints.id, c.id));
        await tx.insert(staffAuditLog).values({
          actorId: caller.userId,
          action: 'complaint.decide',
          targetType: 'order',
          targetId: o.id,
          reason: note,
          details: { decision: body.decision, refund_amount: refund, order_code: o.code },
          createdAt: now,
        });
        const text = {
          refunded: `Khiếu nại đơn hàng ${o.code} được chấp nhận: hoàn tiền ${o.totalAmount.toLocaleString('vi-VN')} ₫.`,
          partially_refunded: `Khiếu nại đơn hàng ${o.code}: hoàn tiền một phần ${(refund ?? 0).toLocaleString('vi-VN')} ₫.`,
          released: `Khiếu nại đơn hàng ${o.code} không được chấp nhận: tiền hàng được thanh toán cho người bán.`,
        }[status];
        await notifyBoth(tx, o, now, { title: 'Khiếu nại đã được xử lý', message: text, email: true }, { title: 'Khiếu nại đã được xử lý', message: text, email: true });
        return { status, refund_amount: refund };
      });
    },

    /** The `orders.deadline` job: acts only if the deadline passed and the order is still where it was. */
    async runDeadline(payload: Record<string, unknown>) {
      const orderId = String(payload.orderId ?? '');
      const kind = payload.kind === 'complete' ? 'complete' : 'confirm';
      if (!/^[0-9a-f-]{36}$/i.test(orderId)) return;
      await db.transaction(async (tx) => {
        const now = clock.now();
        const o = await lockOrder(tx, orderId);
        if (!o) return;
        if (kind === 'confirm') {
          if (o.status !== 'pending' || !o.confirmDeadline || now < o.confirmDeadline) return;
          await cancelOrder(tx, o, now, { actorId: null, role: 'system', reason: 'Người bán không xác nhận đơn hàng trong 48 giờ' });
        } else {
          if (o.status !== 'delivered' || !o.autoCompleteAt || now < o.autoCompleteAt) return;
          if (await openComplaint(tx, o.id)) return;
          await completeOrder(tx, o, now, { actorId: null, action: 'auto_completed' });
        }
      });
    },
  };
}

async function openComplaint(tx: Tx, orderId: string) {
  const [c] = await tx.select({ status: orderComplaints.status }).from(orderComplaints).where(eq(orderComplaints.orderId, orderId)).limit(1);
  return c?.status === 'open';
}

function packRefused(o: OrderRow) {
  if (o.status === 'packaging' && o.isPackaged) return new AppError('invalid_transition', 409, `Đơn hàng ${o.code} đã được đóng gói rồi`);
  return invalidTransition(o, 'tải ảnh đóng gói');
}

function complainAllowed(o: OrderRow, now: Date) {
  if (o.status !== 'delivered' || !o.deliveredAt) throw invalidTransition(o, 'gửi khiếu nại');
  if (now.getTime() > o.deliveredAt.getTime() + COMPLAINT_MS) throw businessRule('Đã quá thời hạn 3 ngày kể từ khi giao hàng để gửi khiếu nại');
}

export type OrdersService = ReturnType<typeof ordersService>;
