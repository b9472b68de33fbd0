import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../users/index.js';
import { userAddresses } from './addresses.schema.js';

export type NewAddress = typeof userAddresses.$inferInsert;
export type AddressPatch = Partial<Omit<NewAddress, 'id' | 'userId' | 'createdAt'>>;

/**
 * Locks the member's row (FOR NO KEY UPDATE, which does not block foreign-key checks) so that
 * every change to one member's address book runs one at a time: the count limit, the
 * first-address rule and the flag switches are then decided on a stable picture.
 */
export async function lockAddressBook(ex: Executor, userId: string) {
  const rows = await ex.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}

export async function listAddresses(ex: Executor, userId: string) {
  return ex
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isPrimary), desc(userAddresses.isPickupAddress), asc(userAddresses.createdAt), asc(userAddresses.id));
}

export async function countAddresses(ex: Executor, userId: string) {
  const [row] = await ex.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findAddress(ex: Executor, userId: string, addressId: string) {
  const [row] = await ex
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Clears a flag on every other address of the member; must run before the flag is set on the chosen one. */
export async function clearFlag(ex: Executor, userId: string, flag: 'primary' | 'pickup', exceptId: string | null, now: Date) {
  const column = flag === 'primary' ? userAddresses.isPrimary : userAddresses.isPickupAddress;
  const set = flag === 'primary' ? { isPrimary: false, updatedAt: now } : { isPickupAddress: false, updatedAt: now };
  const where = [eq(userAddresses.userId, userId), eq(column, true)];
  if (exceptId) where.push(ne(userAddresses.id, exceptId));
  await ex
    .update(userAddresses)
    .set(set)
    .where(and(...where));
}

export async function insertAddress(ex: Executor, values: NewAddress) {
  const [row] = await ex.insert(userAddresses).values(values).returning();
  return row!;
}

export async function updateAddress(ex: Executor, userId: string, addressId: string, patch: AddressPatch) {
  const [row] = await ex
    .update(userAddresses)
    .set(patch)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteAddress(ex: Executor, userId: string, addressId: string) {
  await ex.delete(userAddresses).where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)));
}

/** The member's pickup address (sellers and traders ship from it), or null. */
export async function pickupAddressOf(ex: Executor, userId: string) {
  const [row] = await ex
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isPickupAddress, true)))
    .limit(1);
  return row ?? null;
}

/** The pickup addresses of several members (a checkout of several shops), by member id. */
export async function pickupAddressesOf(ex: Executor, userIds: readonly string[]) {
  if (!userIds.length) return new Map<string, typeof userAddresses.$inferSelect>();
  const rows = await ex
    .select()
    .from(userAddresses)
    .where(and(inArray(userAddresses.userId, [...userIds]), eq(userAddresses.isPickupAddress, true)));
  return new Map(rows.map((r) => [r.userId, r]));
}
