import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { kitImages, kits } from '../kits/index.js';
import { shops } from '../shops/index.js';
import { users } from '../users/index.js';
import { cartItems } from './cart.schema.js';

/** One cart line with what the cart page shows of its kit and seller: one query, however many lines. */
function cartLines(ex: Executor) {
  return ex
    .select({
      id: cartItems.id,
      kitId: cartItems.kitId,
      addedAt: cartItems.createdAt,
      userId: cartItems.userId,
      name: kits.name,
      slug: kits.slug,
      price: kits.price,
      status: kits.status,
      ownerId: kits.ownerId,
      imageKey: kitImages.storageKey,
      shopName: shops.name,
      ownerName: users.fullName,
    })
    .from(cartItems)
    .innerJoin(kits, eq(kits.id, cartItems.kitId))
    .innerJoin(users, eq(users.id, kits.ownerId))
    .leftJoin(kitImages, and(eq(kitImages.kitId, kits.id), eq(kitImages.position, 0)))
    .leftJoin(shops, eq(shops.ownerId, kits.ownerId))
    .$dynamic();
}
export type CartLineRow = Awaited<ReturnType<ReturnType<typeof cartLines>['execute']>>[number];

export async function listCart(ex: Executor, userId: string, limit: number) {
  return cartLines(ex).where(eq(cartItems.userId, userId)).orderBy(desc(cartItems.createdAt), desc(cartItems.id)).limit(limit);
}

export async function findCartLine(ex: Executor, cartItemId: string) {
  const [row] = await cartLines(ex).where(eq(cartItems.id, cartItemId)).limit(1);
  return row ?? null;
}

/** Serializes one member's cart changes (the size cap then holds under concurrent adds). */
export async function lockCartOwner(ex: Executor, userId: string) {
  await ex.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function findKit(ex: Executor, kitId: string) {
  const [row] = await ex.select({ id: kits.id, ownerId: kits.ownerId, status: kits.status }).from(kits).where(eq(kits.id, kitId)).limit(1);
  return row ?? null;
}

export async function cartSize(ex: Executor, userId: string) {
  const [row] = await ex.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return Number(row?.n ?? 0);
}

export async function isInCart(ex: Executor, userId: string, kitId: string) {
  const [row] = await ex
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.kitId, kitId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The unique index (user_id, kit_id) settles a double add: ON CONFLICT DO NOTHING returns no
 * row for the loser, without aborting the transaction. Null means "already in the cart".
 */
export async function insertCartItem(ex: Executor, userId: string, kitId: string, now: Date) {
  const [row] = await ex
    .insert(cartItems)
    .values({ userId, kitId, createdAt: now })
    .onConflictDoNothing({ target: [cartItems.userId, cartItems.kitId] })
    .returning({ id: cartItems.id });
  return row?.id ?? null;
}

export async function deleteCartItem(ex: Executor, userId: string, cartItemId: string) {
  const rows = await ex
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/**
 * Cart lines of these kits leave every cart (a completed sale: nobody can buy the kit any more),
 * or only `userId`'s cart (what a checkout bought). Called by the orders module in its transaction.
 */
export async function removeKitsFromCarts(ex: Executor, kitIds: readonly string[], opts: { userId?: string } = {}) {
  if (kitIds.length === 0) return;
  const byKit = inArray(cartItems.kitId, [...kitIds]);
  await ex.delete(cartItems).where(opts.userId ? and(eq(cartItems.userId, opts.userId), byKit) : byKit);
}

/** The kits behind some of the member's cart lines (checkout from the cart). */
export async function kitsOfCartLines(ex: Executor, userId: string, lineIds: readonly string[]) {
  return ex
    .select({ id: cartItems.id, kitId: cartItems.kitId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...lineIds])));
}
