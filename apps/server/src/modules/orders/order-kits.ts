import type { Tx } from '../../db/client.js';
import { removeKitsFromCarts } from '../cart/index.js';
import { lockKits, moveKits } from '../kits/index.js';
import { lockListingQuota } from '../plans/index.js';
import { orderKitIds, releaseOrderKits, type OrderRow } from './orders.repository.js';

/**
 * Where an order's kits go when it ends. Each path locks in the money lock order: the seller's
 * subscription (when the quota matters), then the kits in id order; the journal comes after.
 */

/**
 * Canceled before shipping: the kits go back on sale (`published`) while the seller's plan has
 * room, else back to the collection (`in_store`).
 */
export async function kitsBackOnSale(tx: Tx, o: OrderRow, now: Date) {
  const kitIds = await orderKitIds(tx, o.id);
  const quota = await lockListingQuota(tx, o.sellerId, now);
  await lockKits(tx, kitIds);
  let published = 0;
  for (const kitId of kitIds) {
    const room = quota?.hasRoom() ?? false;
    const moved = await moveKits(tx, [kitId], { from: 'processing', ownerId: o.sellerId, to: room ? 'published' : 'in_store', now });
    if (moved && room) {
      published += 1;
      quota!.took();
    }
  }
  await releaseOrderKits(tx, o.id);
  return { published, total: kitIds.length };
}

/** Failed delivery or refunded complaint: the kits return to the seller's collection. */
export async function kitsBackToSeller(tx: Tx, o: OrderRow, now: Date) {
  const kitIds = await orderKitIds(tx, o.id);
  await lockKits(tx, kitIds);
  await moveKits(tx, kitIds, { from: 'processing', ownerId: o.sellerId, to: 'in_store', now });
  await releaseOrderKits(tx, o.id);
}

/** Completion: the buyer owns the kits, in their collection, without a price; nobody's cart keeps them. */
export async function kitsToBuyer(tx: Tx, o: OrderRow, now: Date) {
  const kitIds = await orderKitIds(tx, o.id);
  await lockKits(tx, kitIds);
  await moveKits(tx, kitIds, { from: 'processing', ownerId: o.sellerId, to: 'in_store', now, newOwnerId: o.buyerId });
  await removeKitsFromCarts(tx, kitIds);
  await releaseOrderKits(tx, o.id);
}
