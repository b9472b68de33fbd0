import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../users/index.js';
import { platformSettingChanges } from './settings.schema.js';

export async function insertChanges(ex: Executor, rows: (typeof platformSettingChanges.$inferInsert)[]) {
  if (rows.length) await ex.insert(platformSettingChanges).values(rows);
}

/** One page of the history, newest first (served by the time index, or the key index when filtered). */
export async function changesPage(ex: Executor, q: { page: number; page_size: number; key?: string }) {
  const where = q.key ? eq(platformSettingChanges.key, q.key) : undefined;
  const rows = await ex
    .select({ change: platformSettingChanges, name: users.fullName })
    .from(platformSettingChanges)
    .leftJoin(users, eq(users.id, platformSettingChanges.changedBy))
    .where(where)
    .orderBy(desc(platformSettingChanges.changedAt), desc(platformSettingChanges.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const [count] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(platformSettingChanges)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Changes of the settings serialize on one transaction-scoped advisory lock (keys never stored have no row to lock). */
export async function lockSettings(ex: Executor) {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtext('platform_settings'))`);
}
