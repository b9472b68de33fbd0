import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { KIT_STATUS_LABELS, type KitStatus } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { kits } from './kits.schema.js';

export { KIT_STATUS_LABELS };
export const kitNotFound = () => notFound('Không tìm thấy mô hình');

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
  const [row] = await tx
    .update(kits)
    .set({
      status: to,
      updatedAt: opts.now ?? sql`now()`,
      ...(opts.publishedAt !== undefined ? { publishedAt: opts.publishedAt } : {}),
    })
    .where(and(eq(kits.id, kitId), inArray(kits.status, [...from])))
    .returning();
  if (row) return row;
  const [current] = await tx.select({ status: kits.status }).from(kits).where(eq(kits.id, kitId)).limit(1);
  if (!current) throw kitNotFound();
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
  return rows.length;
}
