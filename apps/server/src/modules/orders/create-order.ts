import { randomInt } from 'node:crypto';
import type { KitStatus, OrderType, PostalAddressRecord } from '@cho-gundam/contracts';
import type { Tx } from '../../db/client.js';
import { vnYymmdd } from '../../lib/time.js';
import { setKitStatus } from '../kits/index.js';
import { AppError } from '../../lib/errors.js';
import { lockAccounts } from '../ledger/index.js';
import { postPaymentJournal, type OrderPayment } from './order-money.js';
import { notifyBoth, type OrderNotice } from './order-notices.js';
import { orderDeadlineJob } from './orders.jobs.js';
import { addEvent, claimOrderKits, insertOrder, insertOrderItems, type OrderRow } from './orders.repository.js';

/**
 * The one way an order comes into being (docs/decisions/0006-order-factory.md): regular checkout,
 * an auction winner's payment and an exchange's two parcels all call `createOrders` inside their own
 * transaction, with the kits already locked (in id order). For each order it writes the row, its
 * items, the kits' claim (a kit is in at most one open order) and their move to `processing`, the
 * "created" timeline event, the deadline job and the notifications; then, last, it locks every
 * ledger account the orders move in one id-ordered statement and posts each order's payment
 * journal. Money last keeps the hot platform escrow row locked only for the journals and the commit.
 */
export interface NewOrderItem {
  kitId: string;
  name: string;
  slug: string;
  grade: string;
  scale: string;
  price: number;
  weightGrams: number;
  imageUrl: string | null;
}

export interface NewOrder {
  type: OrderType;
  /** `pending` waits for the seller to confirm (regular); `packaging` starts at packing (auction, exchange) */
  status: 'pending' | 'packaging';
  buyerId: string;
  sellerId: string;
  shopId: string | null;
  checkoutId?: string | null;
  items: NewOrderItem[];
  /** the status the kits must be in now (`published` for a sale, `auctioning`, `exchanging`) */
  kitsFrom: KitStatus;
  deliveryFee: number;
  platformFee: number;
  shipFrom: PostalAddressRecord;
  shipTo: PostalAddressRecord;
  note?: string;
  /** who placed it (the timeline's actor); null for the system */
  actorId: string | null;
  /** a `pending` order is auto-canceled at this time if the seller has not confirmed */
  confirmBy?: Date | null;
  /**
   * The order's payment journal; null when the deal already holds all of the order's money and the
   * seller gets no share (an exchange parcel: price 0, its delivery fee held by the trade).
   */
  payment: (Omit<OrderPayment, 'memo'> & { memo?: string }) | null;
  notices: (order: OrderRow) => { buyer: OrderNotice | null; seller: OrderNotice | null };
}

/** Order codes: "DH" + the date in Vietnam (YYMMDD) + 6 random characters, e.g. DH261121K7Q2ZX. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function orderCode(now: Date) {
  return `DH${vnYymmdd(now)}${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
}

/**
 * Builds the error for a buyer whose available balance no longer covers an order (spent elsewhere
 * since the caller checked): `spent` is what this call's earlier orders already took.
 */
export type ShortOfFunds = (spent: number) => Promise<Error>;

export async function createOrders(tx: Tx, input: NewOrder[], now: Date, opts: { shortOfFunds?: ShortOfFunds } = {}): Promise<OrderRow[]> {
  const created: OrderRow[] = [];
  for (const o of input) {
    const subtotal = o.items.reduce((s, k) => s + k.price, 0);
    const order = await insertOrder(tx, {
      code: orderCode(now),
      type: o.type,
      checkoutId: o.checkoutId ?? null,
      buyerId: o.buyerId,
      sellerId: o.sellerId,
      shopId: o.shopId,
      status: o.status,
      itemsSubtotal: subtotal,
      deliveryFee: o.deliveryFee,
      totalAmount: subtotal + o.deliveryFee,
      platformFee: o.platformFee,
      note: o.note ?? '',
      shipFrom: o.shipFrom,
      shipTo: o.shipTo,
      confirmDeadline: o.confirmBy ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await insertOrderItems(
      tx,
      o.items.map((k) => ({ orderId: order.id, ...k, quantity: 1, createdAt: now })),
    );
    const kitIds = o.items.map((k) => k.kitId);
    await claimOrderKits(tx, order.id, kitIds);
    for (const kitId of kitIds) await setKitStatus(tx, kitId, [o.kitsFrom], 'processing', { now, publishedAt: null });
    await addEvent(tx, order, { action: 'created', actorId: o.actorId }, now, { from: null, to: o.status });
    if (o.confirmBy) {
      await orderDeadlineJob.enqueue(
        tx,
        { orderId: order.id, kind: 'confirm' },
        { runAt: o.confirmBy, dedupeKey: `orders.deadline:confirm:${order.id}` },
      );
    }
    const notices = o.notices(order);
    await notifyBoth(tx, order, now, notices.buyer, notices.seller);
    created.push(order);
  }

  // money last: every account these orders move, locked in one id-ordered statement
  const paying = created.filter((_, i) => input[i]!.payment);
  if (!paying.length) return created;
  await lockAccounts(tx, { owners: [...new Set(paying.flatMap((o) => [o.buyerId, o.sellerId]))], platform: ['escrow'] });
  let spent = 0;
  for (const [i, order] of created.entries()) {
    const pay = input[i]!.payment;
    if (!pay) continue;
    try {
      await postPaymentJournal(tx, order, {
        kind: pay.kind,
        alreadyHeld: pay.alreadyHeld,
        memo: pay.memo ?? `Thanh toán đơn hàng ${order.code}`,
      });
    } catch (err) {
      if (opts.shortOfFunds && err instanceof AppError && err.code === 'insufficient_funds') throw await opts.shortOfFunds(spent);
      throw err;
    }
    spent += order.totalAmount - pay.alreadyHeld;
  }
  return created;
}
