import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { idempotencyKeys } from './ledger.schema.js';

/**
 * Stripe-style idempotency for money commands. The key is claimed in the same transaction as the
 * command's writes: a concurrent duplicate waits on the primary key until the first commits, then
 * replays its stored response; if the first rolled back, the duplicate runs the command itself.
 * The same key with different parameters is refused.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export function fingerprint(body: unknown) {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

export function requireIdempotencyKey(raw: unknown): string {
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
    throw new AppError('validation_failed', 400, 'Thiếu hoặc sai khóa chống gửi trùng (Idempotency-Key, 8–100 ký tự)');
  }
  return raw;
}

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

export async function runIdempotent<T>(
  db: Db,
  opts: { userId: string; key: string; command: string; request: unknown; statusCode?: number },
  work: (tx: Tx) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const fp = fingerprint(opts.request);
  const statusCode = opts.statusCode ?? 200;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: opts.userId, key: opts.key, command: opts.command, fingerprint: fp, statusCode, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed[0]) {
      const [prior] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, opts.userId), eq(idempotencyKeys.key, opts.key)));
      if (!prior || prior.command !== opts.command || prior.fingerprint !== fp) {
        throw new AppError('idempotency_mismatch', 422, 'Khóa chống gửi trùng này đã được dùng cho một yêu cầu khác');
      }
      return { statusCode: prior.statusCode, body: prior.response as T, replayed: true };
    }
    const body = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: body as object })
      .where(and(eq(idempotencyKeys.userId, opts.userId), eq(idempotencyKeys.key, opts.key)));
    return { statusCode, body, replayed: false };
  });
}
