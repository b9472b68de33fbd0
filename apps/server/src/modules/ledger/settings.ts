import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { platformSettings } from './ledger.schema.js';

/** Platform settings edited by the admin; `fallback` when the row is missing. */
export async function getSetting<T>(ex: Executor, key: string, fallback: T): Promise<T> {
  const [row] = await ex.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key));
  return row ? (row.value as T) : fallback;
}
