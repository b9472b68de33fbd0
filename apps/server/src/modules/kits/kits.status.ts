import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { KIT_STATUS_LABELS, type KitStatus } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { kits } from './kits.schema.js';

export { KIT_STATUS_LABELS };
export const kitNotFound = () => notFound('Không tìm thấy mô hình');

/** Statuses that show a kit to the public: a kit a moderator hid (flags) may never enter them again. */
const PUBLIC_STATUSES: readonly KitStatus[] = ['published', 'pending_auction_approval', 'for_exchange'];
const kitHiddenConflict = () =>
  conflict('conflict', 'Mô hình này đã bị ẩn do vi phạm quy định, không thể đăng bán, đấu giá hay trao đổi. Hãy liên hệ bộ phận hỗ trợ.');

/**
 * The kit row, locked until the transaction ends: every change of a kit's status or content
 * starts here, so one kit can never be taken by two deals (or edited while being sold).
 */
export async function lockKit(tx: Executor, kitId: string) {
  const [row] = await tx.select().from(kits).where(eq(kits.id, kitId)).for('update').limit(1);
  return row ?? null;
}

export interface SetKitStatusOptions {
  /** from the app's clock; the database's now() when left out */
  now?: Date;
  /** set (publish) or clear (unpublish) the listing time together with the status */
  publishedAt?: Date | null;
}

/**
 * Moves a kit from one of `from` to `to` with a conditional UPDATE, and returns the updated row.
 * Throws 409 (Vietnamese, naming the current status) when the kit is no longer in an allowed
 * status, 404 when it does not exist. Call it inside the transaction that causes the change.
 */
export async function setKitStatus(tx: Executor, kitId: string, from: readonly KitStatus[], to: KitStatus, opts: SetKitStatusOptions = {}) {
  const showsPublicly = PUBLIC_STATUSES.includes(to);
  const [row] = await tx
    .update(kits)
    .set({
      status: to,
      updatedAt: opts.now ?? sql`now()`,
      ...(opts.publishedAt !== undefined ? { publishedAt: opts.publishedAt } : {}),
    })
    .where(and(eq(kits.id, kitId), inArray(kits.status, [...from]), showsPublicly ? isNull(kits.hiddenAt) : undefined))
    .returning();
  if (row) return row;
  const [current] = await tx.select({ status: kits.status, hiddenAt: kits.hiddenAt }).from(kits).where(eq(kits.id, kitId)).limit(1);
  if (!current) throw kitNotFound();
  if (showsPublicly && current.hiddenAt) throw kitHiddenConflict();
  throw conflict(
    'conflict',
    `Mô hình đang ở trạng thái ${KIT_STATUS_LABELS[current.status]}, không thể chuyển sang ${KIT_STATUS_LABELS[to]}`,
  );
}

/** Only kits in the collection (not listed, sold, auctioned or exchanged) may be edited or deleted. */
export function assertEditable(row: { status: KitStatus }, action: 'sửa' | 'xóa' = 'sửa') {
  if (row.status !== 'in_store') {
    throw conflict(
      'conflict',
      `Chỉ ${action} được mô hình đang ở trạng thái ${KIT_STATUS_LABELS.in_store}. Mô hình này đang ở trạng thái ${KIT_STATUS_LABELS[row.status]}.`,
    );
  }
}

/** The owners of these kits (no lock): a deal creates their ledger accounts before its transaction. */
export async function ownersOfKits(ex: Executor, kitIds: readonly string[]): Promise<string[]> {
  if (kitIds.length === 0) return [];
  const rows = await ex
    .selectDistinct({ id: kits.ownerId })
    .from(kits)
    .where(inArray(kits.id, [...kitIds]));
  return rows.map((r) => r.id);
}

/** Locks these kits in id order (every deal locks kits in the same order, so two deals never deadlock). */
export async function lockKits(tx: Executor, kitIds: readonly string[]) {
  if (kitIds.length === 0) return [];
  return tx
    .select({ id: kits.id, status: kits.status, ownerId: kits.ownerId })
    .from(kits)
    .where(inArray(kits.id, [...kitIds]))
    .orderBy(asc(kits.id))
    .for('update', { of: kits });
}

export interface MoveKits {
  /** the status each kit must still be in, and the owner it must still have */
  from: KitStatus;
  ownerId: string;
  to: KitStatus;
  now: Date;
  /** a completed deal: the kits change hands (and lose their asking price) */
  newOwnerId?: string;
}

/**
 * Moves the deal's kits at once with one conditional UPDATE (only kits still in `from` and owned
 * by `ownerId` move); call it under the kits' locks, in the transaction that causes it. Returns
 * how many moved. Going to `published` stamps the listing time; any other status clears it.
 */
export async function moveKits(tx: Executor, kitIds: readonly string[], m: MoveKits) {
  if (kitIds.length === 0) return 0;
  const rows = await tx
    .update(kits)
    .set({
      status: m.to,
      publishedAt: m.to === 'published' ? m.now : null,
      updatedAt: m.now,
      ...(m.newOwnerId ? { ownerId: m.newOwnerId, price: null } : {}),
    })
    .where(and(inArray(kits.id, [...kitIds]), eq(kits.status, m.from), eq(kits.ownerId, m.ownerId)))
    .returning({ id: kits.id });
  // a kit a moderator hid while it was in a deal comes back to the collection, never to the shelf
  if (m.to === 'published' && rows.length > 0) {
    await tx
      .update(kits)
      .set({ status: 'in_store', publishedAt: null })
      .where(and(inArray(kits.id, [...kitIds]), eq(kits.status, 'published'), isNotNull(kits.hiddenAt)));
  }
  return rows.length;
}

export interface HiddenKit {
  id: string;
  ownerId: string;
  name: string;
  slug: string;
  before: { status: KitStatus; hidden: boolean };
  after: { status: KitStatus; hidden: boolean };
}

/**
 * A moderator hides a kit (flags): it is stamped `hidden_at` under its row lock and, when listed,
 * taken off the shelf (`in_store`), so every public list — which reads only published kits —
 * drops it at once; it may never be listed, auctioned or offered again (setKitStatus refuses). A
 * kit held by a deal keeps its status; when the deal gives it back it returns to the collection.
 * Returns null when the kit does not exist.
 */
export async function hideKit(tx: Executor, kitId: string, now: Date): Promise<HiddenKit | null> {
  const kit = await lockKit(tx, kitId);
  if (!kit) return null;
  const status: KitStatus = kit.status === 'published' ? 'in_store' : kit.status;
  await tx
    .update(kits)
    .set({ hiddenAt: kit.hiddenAt ?? now, status, ...(status !== kit.status ? { publishedAt: null } : {}), updatedAt: now })
    .where(eq(kits.id, kit.id));
  return {
    id: kit.id,
    ownerId: kit.ownerId,
    name: kit.name,
    slug: kit.slug,
    before: { status: kit.status, hidden: kit.hiddenAt !== null },
    after: { status, hidden: true },
  };
}
