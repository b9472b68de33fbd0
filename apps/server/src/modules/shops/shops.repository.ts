import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import { slugify } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { escapeLike, kits } from '../kits/index.js';
import { users } from '../users/index.js';
import { shops } from './shops.schema.js';

export type ShopRow = typeof shops.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const TRIAL_PLAN_CODE = 'trial';

export async function findShopByOwner(ex: Executor, ownerId: string) {
  const [row] = await ex.select().from(shops).where(eq(shops.ownerId, ownerId)).limit(1);
  return row ?? null;
}

/** Is the name used by another shop, whatever its case (the shops_name_key index is on lower(name))? */
/** The name of the member's shop, or null (the kits module reads it through composition). */
export async function shopNameOfOwner(ex: Executor, ownerId: string): Promise<string | null> {
  return (await findShopByOwner(ex, ownerId))?.name ?? null;
}

export async function shopNameTaken(ex: Executor, name: string, exceptShopId?: string) {
  const [row] = await ex
    .select({ id: shops.id })
    .from(shops)
    .where(sql`lower(${shops.name}) = lower(${name})`)
    .limit(1);
  return row !== undefined && row.id !== exceptShopId;
}

export async function insertShop(ex: Executor, values: typeof shops.$inferInsert) {
  const [row] = await ex.insert(shops).values(values).returning();
  return row!;
}

export async function updateShop(ex: Executor, shopId: string, patch: Partial<Pick<ShopRow, 'name' | 'description' | 'updatedAt'>>) {
  const [row] = await ex.update(shops).set(patch).where(eq(shops.id, shopId)).returning();
  return row ?? null;
}

/** The public shop card: the shop, its owner, and how many kits it lists right now. */
export async function findPublicShop(ex: Executor, slugOrId: string) {
  const where = UUID.test(slugOrId) ? eq(shops.id, slugOrId) : eq(shops.slug, slugOrId.toLowerCase());
  const [row] = await ex
    .select({
      shop: shops,
      owner: { id: users.id, fullName: users.fullName, avatarUrl: users.avatarUrl },
      published: sql<number>`(select count(*)::int from ${kits} where ${kits.ownerId} = ${shops.ownerId} and ${kits.status} = 'published')`,
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/**
 * Order management's shop picker: at most 10 shops whose name holds the words as typed, or whose
 * slug (the name unaccented) holds them unaccented, so "dao" finds "Đào". Shops are one per seller:
 * a small table read without an index.
 */
export async function searchShopsForStaff(ex: Executor, q: string) {
  const folded = slugify(q);
  return ex
    .select({ id: shops.id, name: shops.name, slug: shops.slug, ownerName: users.fullName })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(or(ilike(shops.name, `%${escapeLike(q)}%`), folded ? ilike(shops.slug, `%${escapeLike(folded)}%`) : undefined))
    .orderBy(asc(sql`lower(${shops.name})`), asc(shops.id))
    .limit(10);
}
