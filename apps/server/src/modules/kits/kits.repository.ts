import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, sql, sum, type SQL } from 'drizzle-orm';
import { canonicalSeries, normalizeSearch, slugify, type CollectionQuery } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { grades } from '../catalog/index.js';
import { isReferencedRowViolation, isUniqueViolation } from '../../db/errors.js';
import { conflict } from '../../lib/errors.js';
import { kitCards, SEARCH_TEXT_SEPARATOR } from './kits.cards.js';
import { kitSearchCondition } from './kits.search.js';
import { kitAccessories, kitImages, kits } from './kits.schema.js';

export type KitRow = typeof kits.$inferSelect;
export type KitImageRow = typeof kitImages.$inferSelect;
export type KitAccessoryRow = typeof kitAccessories.$inferSelect;
export type GradeRow = typeof grades.$inferSelect;
type KitInsert = Omit<typeof kits.$inferInsert, 'slug'>;

export async function findGrade(ex: Executor, code: string) {
  const [row] = await ex.select().from(grades).where(eq(grades.code, code)).limit(1);
  return row ?? null;
}

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
/** "MG 1/100 Strike Freedom" → "mg-1-100-strike-freedom-k3x9q0za": readable, and unguessable enough to be unique. */
export function kitSlug(name: string) {
  const base = slugify(name).slice(0, 80).replace(/-+$/, '') || 'mo-hinh';
  return `${base}-${Array.from({ length: 8 }, () => BASE36[randomInt(36)]).join('')}`;
}

/** Inserts the kit under a fresh slug, retrying (inside a savepoint) on the rare collision. */
export async function insertKit(ex: Executor, values: KitInsert): Promise<KitRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ex.transaction(async (sp) => {
        const [row] = await sp
          .insert(kits)
          .values({ ...values, slug: kitSlug(values.name) })
          .returning();
        return row!;
      });
    } catch (err) {
      if (attempt < 5 && isUniqueViolation(err, 'kits_slug_key')) continue;
      throw err;
    }
  }
}

export async function updateKit(ex: Executor, id: string, patch: Partial<typeof kits.$inferInsert>) {
  const [row] = await ex.update(kits).set(patch).where(eq(kits.id, id)).returning();
  return row!;
}

/**
 * Writes the shop's name into the search text of all of a seller's kits (the third part of
 * `kitSearchText`), when the shop is opened or renamed: one statement, inside the caller's transaction.
 */
export async function setShopSearchText(ex: Executor, ownerId: string, shopName: string) {
  const sep = SEARCH_TEXT_SEPARATOR;
  await ex
    .update(kits)
    .set({
      searchText: sql`split_part(${kits.searchText}, ${sep}, 1) || ${sep} || split_part(${kits.searchText}, ${sep}, 2) || ${sep} || ${normalizeSearch(shopName)}`,
    })
    .where(eq(kits.ownerId, ownerId));
}

/**
 * Deletes the kit row. A kit an exchange post, an offer, a trade or an auction named is kept for their
 * history (their rows restrict the delete): the member is told so (409), not answered with a 500, and
 * the transaction rolls back with nothing deleted.
 */
export async function deleteKit(ex: Executor, id: string) {
  try {
    await ex.delete(kits).where(eq(kits.id, id));
  } catch (err) {
    if (!isReferencedRowViolation(err)) throw err;
    throw conflict(
      'conflict',
      'Không thể xóa mô hình này vì nó đã từng nằm trong một bài đăng, đề nghị, giao dịch trao đổi hoặc phiên đấu giá; mô hình được giữ lại để lưu lịch sử.',
    );
  }
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/** A kit with its grade, by id or by slug (product pages use the slug). */
export async function findKitWithGrade(ex: Executor, idOrSlug: string) {
  const where = isUuid(idOrSlug) ? eq(kits.id, idOrSlug) : eq(kits.slug, idOrSlug);
  const [row] = await ex
    .select({ kit: kits, grade: grades })
    .from(kits)
    .innerJoin(grades, eq(grades.code, kits.gradeCode))
    .where(where)
    .limit(1);
  return row ?? null;
}

export async function listImages(ex: Executor, kitId: string) {
  return ex.select().from(kitImages).where(eq(kitImages.kitId, kitId)).orderBy(asc(kitImages.position));
}

export async function listAccessories(ex: Executor, kitId: string) {
  return ex.select().from(kitAccessories).where(eq(kitAccessories.kitId, kitId)).orderBy(asc(kitAccessories.name), asc(kitAccessories.id));
}

export async function insertImages(ex: Executor, rows: (typeof kitImages.$inferInsert)[]) {
  if (rows.length) await ex.insert(kitImages).values(rows);
}

export async function replaceAccessories(ex: Executor, kitId: string, list: readonly { name: string; quantity: number }[]) {
  await ex.delete(kitAccessories).where(eq(kitAccessories.kitId, kitId));
  if (list.length) await ex.insert(kitAccessories).values(list.map((a) => ({ kitId, name: a.name, quantity: a.quantity })));
}

export async function updateImage(ex: Executor, id: string, patch: Pick<KitImageRow, 'storageKey' | 'width' | 'height'>, now: Date) {
  await ex
    .update(kitImages)
    .set({ ...patch, createdAt: now })
    .where(eq(kitImages.id, id));
}

/**
 * Removes one image and closes the gap in the positions. Rows move one at a time, lowest first:
 * a single `position = position - 1` could hit the (kit, position) unique index mid-statement.
 */
export async function deleteImageAndRenumber(ex: Executor, image: KitImageRow) {
  await ex.delete(kitImages).where(eq(kitImages.id, image.id));
  const after = await ex
    .select({ id: kitImages.id, position: kitImages.position })
    .from(kitImages)
    .where(and(eq(kitImages.kitId, image.kitId), gt(kitImages.position, image.position)))
    .orderBy(asc(kitImages.position));
  for (const r of after)
    await ex
      .update(kitImages)
      .set({ position: r.position - 1 })
      .where(eq(kitImages.id, r.id));
}

function collectionWhere(ownerId: string, q: CollectionQuery): SQL {
  const conds: (SQL | undefined)[] = [eq(kits.ownerId, ownerId)];
  if (q.grade) conds.push(eq(kits.gradeCode, q.grade));
  if (q.scale) conds.push(eq(kits.scale, q.scale));
  if (q.condition) conds.push(eq(kits.condition, q.condition));
  if (q.status) conds.push(eq(kits.status, q.status));
  if (q.series) conds.push(eq(sql`lower(${kits.series})`, (canonicalSeries(q.series) ?? q.series).toLowerCase()));
  conds.push(kitSearchCondition(q.q));
  return and(...conds)!;
}

const ORDER = {
  newest: [desc(kits.createdAt), desc(kits.id)],
  name: [asc(sql`lower(${kits.name})`), asc(kits.id)],
  price_desc: [sql`${kits.price} desc nulls last`, desc(kits.id)],
  price_asc: [sql`${kits.price} asc nulls last`, asc(kits.id)],
} as const;

/** One page of a member's kits (every status) and the total matching the filters. */
export async function listCollection(ex: Executor, ownerId: string, q: CollectionQuery) {
  const where = collectionWhere(ownerId, q);
  const [rows, [total]] = await Promise.all([
    kitCards(ex)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ex.select({ n: count() }).from(kits).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function collectionStats(ex: Executor, ownerId: string) {
  const mine = eq(kits.ownerId, ownerId);
  const [byGrade, byStatus, [value]] = await Promise.all([
    ex
      .select({ gradeCode: kits.gradeCode, gradeName: grades.name, n: count() })
      .from(kits)
      .innerJoin(grades, eq(grades.code, kits.gradeCode))
      .where(mine)
      .groupBy(kits.gradeCode, grades.name, grades.sortOrder)
      .orderBy(asc(grades.sortOrder)),
    ex.select({ status: kits.status, n: count() }).from(kits).where(mine).groupBy(kits.status),
    ex
      .select({ total: count(), priced: count(kits.price), value: sum(kits.price) })
      .from(kits)
      .where(mine),
  ]);
  return { byGrade, byStatus, total: value?.total ?? 0, priced: value?.priced ?? 0, value: Number(value?.value ?? 0) };
}

/**
 * The listings in use: the seller's published kits, counted (never a stored counter, so it cannot
 * drift), an index-only read of kits_published_owner_idx. Run it as its own statement after
 * locking the subscription: in READ COMMITTED a statement sees what committed before it started,
 * so a count taken in the locking statement would miss the publish that held the lock.
 */
export async function countPublishedKits(ex: Executor, sellerId: string) {
  const [row] = await ex
    .select({ n: count() })
    .from(kits)
    .where(and(eq(kits.ownerId, sellerId), sql`${kits.status} = 'published'`));
  return Number(row?.n ?? 0);
}
