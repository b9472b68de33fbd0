import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatMoney, type CreateTopupBody, type Topup } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { CallbackData, TopupGateway } from '../../integrations/zalopay/index.js';
import { vnDatePrefix } from '../../integrations/zalopay/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { enqueueJob } from '../../lib/jobs.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { postJournal, runIdempotent } from '../ledger/index.js';
import { notify } from '../notifications/notify.js';
import { presentTopup } from './wallet.presenter.js';
import { gatewayCallbacks, topups } from './wallet.schema.js';

/** ZaloPay's default order lifetime: the member pays within 15 minutes or the order expires. */
export const TOPUP_EXPIRE_SECONDS = 15 * 60;
/** the first status query runs this long after the order was created, then again at this interval */
export const TOPUP_QUERY_INTERVAL_MS = 60_000;
/** after expiry, one last query; if the gateway cannot be reached we keep asking this long */
const TOPUP_QUERY_GIVE_UP_MS = 24 * 3_600_000;
export const TOPUP_QUERY_JOB = 'wallet.topup_query';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** yymmdd (Vietnam date) + '_' + 16 base32 characters from 10 random bytes: unique and unguessable. */
export function newAppTransId(now: Date): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${vnDatePrefix(now)}_${out}`;
}

/** What a payment report (callback or query) did to our top-up; stored as the callback's outcome. */
export type SettleOutcome = 'credited' | 'duplicate' | `rejected:${string}` | `late:${string}`;

export interface PaymentReport {
  appTransId: string;
  appId: string;
  amount: number;
  gatewayTransId: string;
  via: 'callback' | 'query';
}

export interface TopupDeps {
  db: Db;
  clock: Clock;
  gateway: TopupGateway;
  appUrl: string;
  /** false in production without ZaloPay: the sandbox must never mint money there */
  enabled: boolean;
}

/**
 * Top-ups ("Nạp tiền"). Atomic phases: the row (with its app_trans_id) is committed together with
 * the idempotency key and the status-query job BEFORE the gateway is called; the gateway call is
 * outside any transaction; its answer is written back. Crediting happens only in `settle`, the one
 * transition shared by the callback and the query job, under a row lock on the top-up.
 */
export function topupService({ db, clock, gateway, appUrl, enabled }: TopupDeps) {
  async function find(ex: Db | Tx, id: string) {
    const [row] = await ex.select().from(topups).where(eq(topups.id, id));
    return row ?? null;
  }

  /** The one transition to `succeeded` (callback and query job both come here). */
  async function settle(tx: Tx, report: PaymentReport): Promise<SettleOutcome> {
    const [t] = await tx
      .select()
      .from(topups)
      .where(and(eq(topups.provider, gateway.provider), eq(topups.appTransId, report.appTransId)))
      .for('update');
    if (!t) return 'rejected:not_found';
    if (String(report.appId) !== gateway.appId) return 'rejected:app_id';
    const now = clock.now();
    if (report.amount !== t.amount) {
      await flag(tx, t.id, `Số tiền gateway báo (${report.amount}) khác số tiền nạp (${t.amount})`, now);
      return 'rejected:amount_mismatch';
    }
    if (t.status === 'succeeded') return 'duplicate';
    if (t.status !== 'pending') {
      // paid after we gave up on it: never credited silently, a moderator reviews (refund or credit by hand)
      await flag(tx, t.id, `Thanh toán đến sau khi giao dịch đã ${t.status === 'expired' ? 'hết hạn' : 'thất bại'} (mã ZaloPay ${report.gatewayTransId})`, now);
      return `late:${t.status}`;
    }
    const moved = await tx
      .update(topups)
      .set({ status: 'succeeded', gatewayTransId: report.gatewayTransId, succeededAt: now, updatedAt: now })
      .where(and(eq(topups.id, t.id), eq(topups.status, 'pending')))
      .returning({ id: topups.id });
    if (!moved[0]) return 'duplicate';
    const posted = await postJournal(tx, {
      kind: 'topup',
      postingKey: `topup:${t.appTransId}`,
      referenceType: 'topup',
      referenceId: t.id,
      memo: `Nạp tiền qua ${gateway.provider === 'zalopay' ? 'ZaloPay' : 'cổng thử nghiệm'} (${report.via === 'callback' ? 'callback' : 'truy vấn trạng thái'})`,
      lines: [
        { account: { platform: 'gateway_clearing' }, amount: -t.amount },
        { account: { owner: t.userId, kind: 'available' }, amount: t.amount },
      ],
    });
    if (posted.duplicate) return 'duplicate';
    await notify(tx, {
      recipientId: t.userId,
      title: `Nạp tiền thành công: ${formatMoney(t.amount)}`,
      message: `Số tiền ${formatMoney(t.amount)} đã được cộng vào số dư khả dụng của bạn.`,
      type: 'wallet',
      link: '/member/profile/wallet',
    });
    return 'credited';
  }

  async function flag(tx: Tx, id: string, reason: string, now: Date) {
    await tx
      .update(topups)
      .set({ metadata: sql`${topups.metadata} || ${JSON.stringify({ needs_review: true, review_reason: reason })}::jsonb`, updatedAt: now })
      .where(eq(topups.id, id));
  }

  function redirectUrl(t: typeof topups.$inferSelect) {
    const base = t.returnPath ?? '/member/profile/wallet';
    return `${appUrl}${base}${base.includes('?') ? '&' : '?'}topup_id=${t.id}`;
  }

  /** Phase 2: ask the gateway for the order (outside any transaction) and keep its answer. */
  async function ensureGatewayOrder(t: typeof topups.$inferSelect): Promise<typeof topups.$inferSelect> {
    if (t.status !== 'pending' || t.orderUrl) return t;
    const order = await gateway.createOrder({
      appTransId: t.appTransId,
      appUser: t.userId,
      amount: t.amount,
      appTime: t.createdAt.getTime(),
      description: `Chợ Gundam - Nạp ${formatMoney(t.amount)} vào ví`,
      redirectUrl: redirectUrl(t),
      expireSeconds: TOPUP_EXPIRE_SECONDS,
    });
    const [row] = await db
      .update(topups)
      .set({
        orderUrl: order.orderUrl,
        qrCode: order.qrCode,
        metadata: sql`${topups.metadata} || ${JSON.stringify({ zp_trans_token: order.zpTransToken })}::jsonb`,
        updatedAt: clock.now(),
      })
      .where(eq(topups.id, t.id))
      .returning();
    return row!;
  }

  return {
    settle,

    async create(caller: AuthContext, key: string, body: CreateTopupBody): Promise<{ statusCode: number; body: Topup }> {
      if (!enabled) throw new AppError('gateway_error', 503, 'Cổng thanh toán chưa được cấu hình, tạm thời không thể nạp tiền');
      const now = clock.now();
      // phase 1: our row, its app_trans_id and the status-query job, committed before the gateway hears of it
      const res = await runIdempotent(db, { userId: caller.userId, key, command: 'wallet.topup.create', request: body, statusCode: 201 }, async (tx) => {
        const [row] = await tx
          .insert(topups)
          .values({
            userId: caller.userId,
            amount: body.amount,
            provider: gateway.provider,
            appTransId: newAppTransId(now),
            returnPath: body.return_path ?? null,
            expiresAt: new Date(now.getTime() + TOPUP_EXPIRE_SECONDS * 1000),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: topups.id });
        await enqueueJob(tx, TOPUP_QUERY_JOB, { topupId: row!.id, n: 1 }, { runAt: new Date(now.getTime() + TOPUP_QUERY_INTERVAL_MS), dedupeKey: `topup-query:${row!.id}:1` });
        return { id: row!.id };
      });
      const row = await find(db, res.body.id);
      if (!row) throw notFound('Không tìm thấy giao dịch nạp tiền');
      // phase 2 (a replay whose first attempt failed at the gateway tries again with the same app_trans_id)
      const withOrder = await ensureGatewayOrder(row);
      return { statusCode: res.statusCode, body: presentTopup(withOrder) };
    },

    async get(caller: AuthContext, id: string): Promise<Topup> {
      const row = await find(db, id);
      if (!row || row.userId !== caller.userId) throw notFound('Không tìm thấy giao dịch nạp tiền');
      return presentTopup(row);
    },

    /**
     * The gateway's server-to-server callback: `raw` is the body exactly as received. Every call
     * is stored in gateway_callbacks first; the answer follows ZaloPay's contract (1 processed or
     * already processed, -1 refused, 0 transient error: please deliver again).
     */
    async handleCallback(raw: string, meta: { headers: Record<string, unknown>; ip: string | null }): Promise<{ return_code: number; return_message: string }> {
      const record = async (appTransId: string | null, macValid: boolean, outcome: string) => {
        const [r] = await db
          .insert(gatewayCallbacks)
          .values({ provider: gateway.provider, appTransId, body: raw, headers: meta.headers, ip: meta.ip, macValid, outcome, receivedAt: clock.now() })
          .returning({ id: gatewayCallbacks.id });
        return r!.id;
      };
      let outer: { data?: unknown; mac?: unknown };
      try {
        outer = JSON.parse(raw) as typeof outer;
      } catch {
        outer = {};
      }
      if (typeof outer?.data !== 'string' || typeof outer.mac !== 'string') {
        await record(null, false, 'rejected:invalid_body');
        return { return_code: -1, return_message: 'invalid request' };
      }
      if (!gateway.verifyCallback(outer.data, outer.mac)) {
        await record(null, false, 'bad_mac');
        return { return_code: -1, return_message: 'mac not equal' };
      }
      let data: CallbackData;
      try {
        data = JSON.parse(outer.data) as CallbackData;
      } catch {
        data = {} as CallbackData;
      }
      const amount = Number(data.amount);
      if (typeof data.app_trans_id !== 'string' || !Number.isSafeInteger(amount) || data.zp_trans_id === undefined || data.app_id === undefined) {
        await record(typeof data.app_trans_id === 'string' ? data.app_trans_id : null, true, 'rejected:invalid_data');
        return { return_code: -1, return_message: 'invalid data' };
      }
      const callbackId = await record(data.app_trans_id, true, 'received');
      let outcome: string;
      try {
        outcome = await db.transaction((tx) => settle(tx, { appTransId: data.app_trans_id, appId: String(data.app_id), amount, gatewayTransId: String(data.zp_trans_id), via: 'callback' }));
      } catch {
        await db.update(gatewayCallbacks).set({ outcome: 'error' }).where(eq(gatewayCallbacks.id, callbackId));
        return { return_code: 0, return_message: 'internal error, please retry' };
      }
      await db.update(gatewayCallbacks).set({ outcome }).where(eq(gatewayCallbacks.id, callbackId));
      if (outcome === 'credited' || outcome === 'duplicate' || outcome.startsWith('late:')) return { return_code: 1, return_message: 'success' };
      return { return_code: -1, return_message: outcome };
    },

    /** The status-query job: credit a payment whose callback never came, expire what was never paid. */
    async queryJob(payload: Record<string, unknown>) {
      const id = String(payload.topupId);
      const n = Number(payload.n ?? 1);
      const t = await find(db, id);
      if (!t || t.status !== 'pending' || t.provider !== gateway.provider) return;
      const now = clock.now();
      let result: Awaited<ReturnType<TopupGateway['queryOrder']>> | null = null;
      try {
        result = await gateway.queryOrder(t.appTransId);
      } catch {
        result = null;
      }
      await db.update(topups).set({ lastQueriedAt: now }).where(eq(topups.id, id));
      if (result?.status === 'paid') {
        await db.transaction((tx) => settle(tx, { appTransId: t.appTransId, appId: gateway.appId, amount: result.amount, gatewayTransId: result.zpTransId, via: 'query' }));
        return;
      }
      const expired = now.getTime() >= t.expiresAt.getTime() + TOPUP_QUERY_INTERVAL_MS;
      const unreachableTooLong = now.getTime() >= t.expiresAt.getTime() + TOPUP_QUERY_GIVE_UP_MS;
      if ((expired && result) || unreachableTooLong) {
        await db
          .update(topups)
          .set({ status: result?.status === 'failed' ? 'failed' : 'expired', updatedAt: now })
          .where(and(eq(topups.id, id), eq(topups.status, 'pending')));
        return;
      }
      const wait = result ? TOPUP_QUERY_INTERVAL_MS : 5 * TOPUP_QUERY_INTERVAL_MS;
      await enqueueJob(db, TOPUP_QUERY_JOB, { topupId: id, n: n + 1 }, { runAt: new Date(now.getTime() + wait), dedupeKey: `topup-query:${id}:${n + 1}` });
    },

    find: (id: string) => find(db, id),
  };
}

export type TopupService = ReturnType<typeof topupService>;
