import type { Executor } from '../../db/client.js';
import { notify, type NotifyInput } from '../notifications/index.js';
import type { OrderRow } from './orders.repository.js';

/**
 * Where an order lives on screen for its buyer and its seller. An exchange parcel's "seller" is the
 * member who sends it, often without a shop: both sides of a trade find its orders on their own
 * exchange orders page (`/member/profile/orders/exchange`, sent and received).
 */
export const buyerLink = (o: Pick<OrderRow, 'id' | 'type'>) =>
  `/member/profile/orders/${o.type === 'exchange' ? 'exchange' : 'regular-auction'}?order=${o.id}`;
export const sellerLink = (o: Pick<OrderRow, 'id' | 'type'>) =>
  o.type === 'exchange' ? buyerLink(o) : `/shop/order-management?order=${o.id}`;

/** The text of one side's notification (its recipient, type and link come from the order). */
export type OrderNotice = Omit<NotifyInput, 'recipientId' | 'type' | 'link'>;

/** Tells the buyer and/or the seller, in the caller's transaction. */
export async function notifyBoth(
  tx: Executor,
  o: Pick<OrderRow, 'id' | 'type' | 'buyerId' | 'sellerId'>,
  now: Date,
  buyer: OrderNotice | null,
  seller: OrderNotice | null,
) {
  if (buyer) await notify(tx, { ...buyer, recipientId: o.buyerId, type: 'order', link: buyerLink(o) }, now);
  if (seller) await notify(tx, { ...seller, recipientId: o.sellerId, type: 'order', link: sellerLink(o) }, now);
}
