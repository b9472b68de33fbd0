import type { Tx } from '../../db/client.js';
import { postJournal } from '../ledger/index.js';
import type { OrderRow } from './orders.repository.js';

/**
 * The journals of an order (docs/domain/orders.md, ADR 0004). The order's money is T = S + D
 * (items + delivery), held for the buyer; the seller's share S − F (F: the platform fee fixed when
 * the order was made) waits as their pending income against escrow. Release and refund share one
 * posting key, so only one of them can ever post.
 */
const sellerShare = (o: OrderRow) => o.itemsSubtotal - o.platformFee;

export interface OrderPayment {
  /** the journal's kind in the wallet history (a regular checkout: `order_checkout`) */
  kind: string;
  memo: string;
  /** money of the buyer's already held for this order (an auction deposit): only the rest leaves `available` */
  alreadyHeld: number;
}

/**
 * The order is paid: buyer available −(T − H), buyer held +(T − H) (H: what was already held),
 * escrow −(S−F), seller pending +(S−F).
 */
export async function postPaymentJournal(tx: Tx, o: OrderRow, pay: OrderPayment) {
  const fromAvailable = o.totalAmount - pay.alreadyHeld;
  return postJournal(tx, {
    kind: pay.kind,
    postingKey: `order:${o.id}:checkout`,
    referenceType: 'order',
    referenceId: o.id,
    memo: pay.memo,
    lines: [
      { account: { owner: o.buyerId, kind: 'available' }, amount: -fromAvailable },
      { account: { owner: o.buyerId, kind: 'held' }, amount: fromAvailable },
      { account: { platform: 'escrow' }, amount: -sellerShare(o) },
      { account: { owner: o.sellerId, kind: 'pending' }, amount: sellerShare(o) },
    ],
  });
}

/** Completion (or complaint released): the seller is paid S−F, the platform keeps F and D. */
export async function postReleaseJournal(tx: Tx, o: OrderRow) {
  return postJournal(tx, {
    kind: 'order_release',
    postingKey: `order:${o.id}:settle`,
    referenceType: 'order',
    referenceId: o.id,
    memo: `Hoàn tất đơn hàng ${o.code}`,
    lines: [
      { account: { owner: o.buyerId, kind: 'held' }, amount: -o.totalAmount },
      { account: { owner: o.sellerId, kind: 'pending' }, amount: -sellerShare(o) },
      { account: { platform: 'escrow' }, amount: sellerShare(o) },
      { account: { owner: o.sellerId, kind: 'available' }, amount: sellerShare(o) },
      { account: { platform: 'revenue' }, amount: o.platformFee },
      { account: { platform: 'shipping' }, amount: o.deliveryFee },
    ],
  });
}

/** Full refund (cancel, failed delivery, complaint refunded): the buyer gets T back. */
export async function postRefundJournal(tx: Tx, o: OrderRow, memo: string) {
  return postJournal(tx, {
    kind: 'order_refund',
    postingKey: `order:${o.id}:settle`,
    referenceType: 'order',
    referenceId: o.id,
    memo,
    lines: [
      { account: { owner: o.buyerId, kind: 'held' }, amount: -o.totalAmount },
      { account: { owner: o.buyerId, kind: 'available' }, amount: o.totalAmount },
      { account: { owner: o.sellerId, kind: 'pending' }, amount: -sellerShare(o) },
      { account: { platform: 'escrow' }, amount: sellerShare(o) },
    ],
  });
}

/**
 * Partial refund R (1 ≤ R ≤ S) after a complaint: the buyer gets R back, the seller receives
 * max(0, S−F−R), the carrier's fee D goes to shipping and the platform keeps the rest
 * (F while R ≤ S−F; less, down to 0, when the refund eats into the fee).
 */
export async function postPartialRefundJournal(tx: Tx, o: OrderRow, refund: number) {
  const seller = Math.max(0, sellerShare(o) - refund);
  const revenue = o.totalAmount - refund - seller - o.deliveryFee;
  return postJournal(tx, {
    kind: 'order_partial_refund',
    postingKey: `order:${o.id}:settle`,
    referenceType: 'order',
    referenceId: o.id,
    memo: `Hoàn tiền một phần đơn hàng ${o.code}`,
    lines: [
      { account: { owner: o.buyerId, kind: 'held' }, amount: -o.totalAmount },
      { account: { owner: o.buyerId, kind: 'available' }, amount: refund },
      { account: { owner: o.sellerId, kind: 'pending' }, amount: -sellerShare(o) },
      { account: { platform: 'escrow' }, amount: sellerShare(o) },
      { account: { owner: o.sellerId, kind: 'available' }, amount: seller },
      { account: { platform: 'revenue' }, amount: revenue },
      { account: { platform: 'shipping' }, amount: o.deliveryFee },
    ],
  });
}
