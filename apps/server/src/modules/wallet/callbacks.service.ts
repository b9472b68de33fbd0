import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { TopupGateway } from '../../integrations/zalopay/index.js';
import { days, type Clock } from '../../lib/clock.js';
import { readCallback, type PaymentReport } from './topup-gateway.js';
import { deleteUnverifiedCallbacks, insertGatewayCallback, setGatewayCallbackOutcome } from './topups.repository.js';
import type { SettleOutcome } from './topups.service.js';

/**
 * The callback route's body limit. A real ZaloPay callback is `{data, mac, type}` with `data` a
 * JSON string of a dozen fields, `embed_data` (≤ 1 KB) and `item` among them: about 1 KB for our
 * orders, a few KB at most once escaped. Anything larger is refused with 413 before it is read.
 */
export const CALLBACK_BODY_LIMIT_BYTES = 16 * 1024;
/** What is kept of a body whose MAC did not verify (or that was not even `{data, mac}`). */
export const UNVERIFIED_BODY_PREFIX_BYTES = 2 * 1024;
/** Unverified callbacks are deleted after this long (the `wallet.callback_retention` job). */
export const UNVERIFIED_CALLBACK_RETENTION_MS = days(30);
const PRUNE_BATCH = 1000;
/** The headers kept for an unverified callback (each cut to 256 characters): enough to tell who sent it. */
const UNVERIFIED_HEADERS = ['content-type', 'content-length', 'user-agent', 'x-forwarded-for', 'x-real-ip', 'x-request-id'];

type Answer = { return_code: number; return_message: string };

export interface CallbackDeps {
  db: Db;
  clock: Clock;
  gateway: Pick<TopupGateway, 'provider' | 'verifyCallback'>;
  /** the one transition to `succeeded` (topups.service.ts) */
  settle: (tx: Tx, report: PaymentReport) => Promise<SettleOutcome>;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The first `max` bytes of the body (a character cut in half becomes U+FFFD) and whether it was cut. */
function prefixOf(raw: string, max: number) {
  const bytes = Buffer.from(raw, 'utf8');
  return { text: bytes.subarray(0, max).toString('utf8'), bytes: bytes.length, cut: bytes.length > max };
}

/**
 * The gateway's server-to-server callback (docs/domain/wallet.md, "The callback contract"). Every
 * call leaves a row in gateway_callbacks: a verified one with its body byte for byte, kept for
 * good; an unverified one (bad MAC, not `{data, mac}`) with a 2 KB prefix, the body's size and
 * SHA-256 and a few headers, deleted after 30 days. Every call that credits nothing, except a
 * duplicate of a credited one, is logged at warn with its reason.
 */
export function callbackService({ db, clock, gateway, settle }: CallbackDeps) {
  async function record(
    raw: string,
    meta: { headers: Record<string, unknown>; ip: string | null },
    appTransId: string | null,
    macValid: boolean,
    outcome: string,
  ) {
    let body = raw;
    let headers = meta.headers;
    if (!macValid) {
      const prefix = prefixOf(raw, UNVERIFIED_BODY_PREFIX_BYTES);
      body = prefix.text;
      headers = {};
      for (const name of UNVERIFIED_HEADERS) {
        const v = meta.headers[name];
        if (v !== undefined) headers[name] = String(v).slice(0, 256);
      }
      // `:body` can never be a header name: what an operator needs to compare attempts without the body
      headers[':body'] = { bytes: prefix.bytes, sha256: sha256(raw), truncated: prefix.cut };
    }
    const id = await insertGatewayCallback(db, {
      provider: gateway.provider,
      appTransId,
      body,
      headers,
      ip: meta.ip,
      macValid,
      outcome,
      receivedAt: clock.now(),
    });
    return id;
  }

  return {
    async handle(raw: string, meta: { headers: Record<string, unknown>; ip: string | null; log: FastifyBaseLogger }): Promise<Answer> {
      const notCredited = (callbackId: number, appTransId: string | null, macValid: boolean, outcome: string, extra: object = {}) =>
        meta.log.warn(
          {
            callback_id: callbackId,
            reason: outcome.replace(/^rejected:/, ''),
            outcome,
            mac_valid: macValid,
            app_trans_id: appTransId,
            body_bytes: Buffer.byteLength(raw),
            ip: meta.ip,
            ...extra,
          },
          'gateway callback not credited',
        );

      const reading = readCallback(raw, gateway);
      if (!reading.ok) {
        const id = await record(raw, meta, reading.appTransId, reading.macValid, reading.outcome);
        notCredited(id, reading.appTransId, reading.macValid, reading.outcome);
        return reading.answer;
      }
      const { appTransId } = reading.report;
      const callbackId = await record(raw, meta, appTransId, true, 'received');
      let outcome: string;
      try {
        outcome = await db.transaction((tx) => settle(tx, reading.report));
      } catch (err) {
        await setGatewayCallbackOutcome(db, callbackId, 'error');
        // a zp_trans_id another top-up holds, lost race past settle()'s own check: the retry is refused there
        const cause = isUniqueViolation(err, 'topups_gateway_trans_key') ? 'zp_trans_id_reused' : 'database_error';
        const message = err instanceof Error ? String((err.cause as Error | undefined)?.message ?? err.message).slice(0, 200) : 'unknown';
        notCredited(callbackId, appTransId, true, 'error', { reason: cause, error: message });
        return { return_code: 0, return_message: 'internal error, please retry' };
      }
      await setGatewayCallbackOutcome(db, callbackId, outcome);
      if (outcome !== 'credited' && outcome !== 'duplicate') notCredited(callbackId, appTransId, true, outcome);
      if (outcome === 'credited' || outcome === 'duplicate' || outcome.startsWith('late:'))
        return { return_code: 1, return_message: 'success' };
      return { return_code: -1, return_message: outcome };
    },

    /** The retention job: unverified callbacks older than 30 days, deleted in batches. Returns how many went. */
    async pruneUnverified(now: Date): Promise<number> {
      const before = new Date(now.getTime() - UNVERIFIED_CALLBACK_RETENTION_MS);
      let total = 0;
      for (;;) {
        const n = await deleteUnverifiedCallbacks(db, before, PRUNE_BATCH);
        total += n;
        if (n < PRUNE_BATCH) return total;
      }
    },
  };
}

export type CallbackService = ReturnType<typeof callbackService>;
