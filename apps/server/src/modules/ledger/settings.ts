import {
  PLATFORM_SETTING_DEFAULTS,
  PLATFORM_SETTING_KEYS,
  type PlatformSettingKey,
  type PlatformSettingValues,
} from '@cho-gundam/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { platformSettings } from './ledger.schema.js';

/** Platform settings edited by the admin; `fallback` when the row is missing. */
export async function getSetting<T>(ex: Executor, key: string, fallback: T): Promise<T> {
  const [row] = await ex.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key));
  return row ? (row.value as T) : fallback;
}

const asNumber = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * One setting of the catalogue (contracts `PLATFORM_SETTINGS`), read at the moment a service uses
 * it, through the caller's transaction: today's default when nobody set it (or the stored value is
 * not a number).
 */
export async function platformSetting(ex: Executor, key: PlatformSettingKey): Promise<number> {
  const fallback = PLATFORM_SETTING_DEFAULTS[key];
  return asNumber(await getSetting<unknown>(ex, key, fallback), fallback);
}

/** Every setting of the catalogue; `lock` takes the stored rows FOR UPDATE (an admin's change). */
export async function platformSettingValues(ex: Executor, opts: { lock?: boolean } = {}) {
  const q = ex.select().from(platformSettings).where(inArray(platformSettings.key, PLATFORM_SETTING_KEYS));
  const rows = opts.lock ? await q.for('update') : await q;
  const values = { ...PLATFORM_SETTING_DEFAULTS };
  const stored = new Set<PlatformSettingKey>();
  let updatedAt: Date | null = null;
  for (const r of rows) {
    const key = r.key as PlatformSettingKey;
    values[key] = asNumber(r.value, PLATFORM_SETTING_DEFAULTS[key]);
    stored.add(key);
    if (!updatedAt || r.updatedAt > updatedAt) updatedAt = r.updatedAt;
  }
  return { values: values as PlatformSettingValues, stored, updatedAt };
}

/** Writes one setting (insert or replace) in the caller's transaction. */
export async function putPlatformSetting(ex: Executor, key: PlatformSettingKey, value: number, now: Date) {
  await ex
    .insert(platformSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: now } });
}
