import { inArray } from 'drizzle-orm';
import { KIT_STATUS_LABELS, type ExchangeKit, type KitStatus } from '@cho-gundam/contracts';
import type { Executor, Tx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { imageUrls, kitCards, kits, lockKits, moveKits } from '../kits/index.js';

/**
 * The exchange board's kit moves. Every status change of a kit happens here, under the kits' row
 * locks (`lockKits`, id order) taken in the transaction that causes it, after the post and offer
 * rows (lock order: post → offers → kits → ledger accounts).
 */

export type LockedKit = Awaited<ReturnType<typeof lockKits>>[number];

/** Locks every kit a command touches in one id-ordered statement (never kit by kit: two commands could cross). */
export async function lockAll(tx: Tx, ...groups: (readonly string[])[]) {
  const ids = [...new Set(groups.flat())];
  const rows = await lockKits(tx, ids);
  return new Map(rows.map((r) => [r.id, r]));
}

/** My kits for a post or an offer: each must exist, be mine and be in the collection (`in_store`). */
export function assertMineInStore(locked: Map<string, LockedKit>, ids: readonly string[], ownerId: string) {
  for (const id of ids) {
    const k = locked.get(id);
    if (!k || k.ownerId !== ownerId) throw notFound('Không tìm thấy mô hình trong bộ sưu tập của bạn');
    if (k.status !== 'in_store') {
      throw conflict(
        'conflict',
        `Chỉ trao đổi được mô hình đang ở trạng thái "${KIT_STATUS_LABELS.in_store}". Một mô hình bạn chọn đang ở trạng thái "${KIT_STATUS_LABELS[k.status]}".`,
      );
    }
  }
}

/**
 * Moves these kits (all owned by `ownerId`) from `from` to `to`; each must still be there, or the
 * whole command fails with a 409 and nothing is written.
 */
export async function move(tx: Tx, ids: readonly string[], ownerId: string, from: KitStatus, to: KitStatus, now: Date) {
  if (!ids.length) return;
  const moved = await moveKits(tx, ids, { from, to, ownerId, now });
  if (moved !== new Set(ids).size) {
    throw new AppError('conflict', 409, 'Trạng thái mô hình vừa thay đổi, vui lòng tải lại trang và thử lại');
  }
}

/** The kits as the board shows them, in one query for any number of posts, offers or trades. */
export async function loadKits(ex: Executor, storage: Pick<Storage, 'url'>, ids: readonly string[]): Promise<Map<string, ExchangeKit>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await kitCards(ex).where(inArray(kits.id, unique));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        slug: r.slug,
        grade_code: r.gradeCode,
        grade_name: r.gradeName,
        series: r.series,
        scale: r.scale,
        condition: r.condition,
        status: r.status,
        owner_id: r.ownerId,
        primary_image: r.primaryImageKey ? imageUrls(storage, r.primaryImageKey) : null,
      },
    ]),
  );
}

/** The search text and filter columns of kits being put in a post. */
export async function kitFacts(ex: Executor, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = await ex
    .select({ id: kits.id, gradeCode: kits.gradeCode, series: kits.series, scale: kits.scale, searchText: kits.searchText })
    .from(kits)
    .where(inArray(kits.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}
