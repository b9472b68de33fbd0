import { eq, inArray, and, sql } from 'drizzle-orm';
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
