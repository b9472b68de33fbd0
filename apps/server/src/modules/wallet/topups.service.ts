import { formatMoney, type CreateTopupBody, type Topup, type TopupQueryOutcome } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { TopupGateway } from '../../integrations/zalopay/index.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule, notFound } from '../../lib/errors.js';
import { recordStaffAction } from '../audit/index.js';
import { postJournal, runIdempotent } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { newAppTransId, type PaymentReport } from './topup-gateway.js';
import {
  endTopup,
  findTopup,
  findTopupByGatewayTransId,
  flagTopup,
  insertTopup,
  lockTopupByAppTransId,
  markTopupQueried,
  markTopupSucceeded,
  saveGatewayOrder,
  type TopupRow,
} from './topups.repository.js';
import { topupQueryJob, type TopupQueryPayload } from './wallet.jobs.js';
import { presentTopup } from './wallet.presenter.js';

// the demo data mints its top-ups' ids the same way (demo/demo-wallets.ts)
export type { PaymentReport };

/** ZaloPay's default order lifetime: the member pays within 15 minutes or the order expires. */
export const TOPUP_EXPIRE_SECONDS = 15 * 60;
/** the first status query runs this long after the order was created, then again at this interval */
export const TOPUP_QUERY_INTERVAL_MS = 60_000;
/** after expiry, one last query; if the gateway cannot be reached we keep asking this long */
const TOPUP_QUERY_GIVE_UP_MS = 24 * 3_600_000;

/** What a payment report (callback or query) did to our top-up; stored as the callback's outcome. */
export type SettleOutcome = 'credited' | 'duplicate' | `rejected:${string}` | `late:${string}`;

export interface TopupDeps {
  db: Db;
  clock: Clock;
  gateway: TopupGateway;
  appUrl: string;
  /** false in production without ZaloPay: the sandbox must never mint money there */
  enabled: boolean;
}

const topupNotFound = () => notFound('Không tìm thấy giao dịch nạp tiền');

/**
 * Top-ups ("Nạp tiền"). Atomic phases: the row (with its app_trans_id) is committed together with
 * the idempotency key and the status-query job BEFORE the gateway is called; the gateway call is
 * outside any transaction; its answer is written back. Crediting happens only in `settle`, the one
 * transition shared by the callback and the query job, under a row lock on the top-up.
 */
export function topupService({ db, clock, gateway, appUrl, enabled }: TopupDeps) {
  /** The one transition to `succeeded` (callback and query job both come here). */
  async function settle(tx: Tx, report: PaymentReport): Promise<SettleOutcome> {
    const t = await lockTopupByAppTransId(tx, gateway.provider, report.appTransId);
    if (!t) return 'rejected:not_found';
    if (String(report.appId) !== gateway.appId) return 'rejected:app_id';
    const now = clock.now();
    if (report.amount !== t.amount) {
      await flagTopup(
        tx,
        t.id,
        `Số tiền cổng thanh toán báo (${formatMoney(report.amount)}) khác số tiền nạp (${formatMoney(t.amount)})`,
        now,
      );
      return 'rejected:amount_mismatch';
    }
    if (t.status === 'succeeded') return 'duplicate';
    if (t.status !== 'pending') {
      // paid after we gave up on it: never credited silently, a moderator reviews (refund or credit by hand)
      await flagTopup(
        tx,
        t.id,
        `Thanh toán đến sau khi giao dịch đã ${t.status === 'expired' ? 'hết hạn' : 'thất bại'} (mã ZaloPay ${report.gatewayTransId})`,
        now,
      );
      return `late:${t.status}`;
    }
    const holder = await findTopupByGatewayTransId(tx, gateway.provider, report.gatewayTransId);
    if (holder && holder.id !== t.id) {
      // one gateway payment cannot pay two top-ups: a moderator looks (the unique index is the backstop)
      await flagTopup(tx, t.id, `Mã giao dịch ZaloPay ${report.gatewayTransId} đã được dùng cho một giao dịch nạp khác`, now);
      return 'rejected:zp_trans_id_reused';
    }
    if (!(await markTopupSucceeded(tx, t.id, report.gatewayTransId, now))) return 'duplicate';
    const posted = await postJournal(tx, {
      kind: 'topup',
      postingKey: `topup:${t.appTransId}`,
      referenceType: 'topup',
      referenceId: t.id,
      memo: `Nạp tiền qua ${gateway.provider === 'zalopay' ? 'ZaloPay' : 'cổng thử nghiệm'} (${report.via === 'callback' ? 'cổng thanh toán báo về' : 'hệ thống tra cứu trạng thái'})`,
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

  /** The gateway's answer for one top-up now (outside any transaction); null when it cannot be reached. */
  async function askGateway(t: TopupRow) {
    try {
      return await gateway.queryOrder(t.appTransId);
    } catch {
      return null;
    }
  }

  function redirectUrl(t: TopupRow) {
    const base = t.returnPath ?? '/member/profile/wallet';
    return `${appUrl}${base}${base.includes('?') ? '&' : '?'}topup_id=${t.id}`;
  }

  /** Phase 2: ask the gateway for the order (outside any transaction) and keep its answer. */
  async function ensureGatewayOrder(t: TopupRow): Promise<TopupRow> {
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
    return saveGatewayOrder(db, t.id, order, clock.now());
  }

  return {
    settle,

    async create(caller: Actor, key: string, body: CreateTopupBody): Promise<{ statusCode: number; body: Topup }> {
      authorize(caller, 'wallet.use');
      if (!enabled) throw new AppError('gateway_error', 503, 'Cổng thanh toán chưa được cấu hình, tạm thời không thể nạp tiền');
      const now = clock.now();
      // phase 1: our row, its app_trans_id and the status-query job, committed before the gateway hears of it
      const res = await runIdempotent(
        db,
        { userId: caller.userId, key, command: 'wallet.topup.create', request: body, statusCode: 201 },
        async (tx) => {
          const id = await insertTopup(tx, {
            userId: caller.userId,
            amount: body.amount,
            provider: gateway.provider,
            appTransId: newAppTransId(now),
            returnPath: body.return_path ?? null,
            expiresAt: new Date(now.getTime() + TOPUP_EXPIRE_SECONDS * 1000),
            createdAt: now,
            updatedAt: now,
          });
          await topupQueryJob.enqueue(
            tx,
            { topupId: id, n: 1 },
            { runAt: new Date(now.getTime() + TOPUP_QUERY_INTERVAL_MS), dedupeKey: `topup-query:${id}:1` },
          );
          return { id };
        },
      );
      const row = await findTopup(db, res.body.id);
      if (!row) throw topupNotFound();
      // phase 2 (a replay whose first attempt failed at the gateway tries again with the same app_trans_id)
      const withOrder = await ensureGatewayOrder(row);
      return { statusCode: res.statusCode, body: presentTopup(withOrder) };
    },

    /** The member's own top-up (somebody else's reads as not found). */
    async get(caller: Actor, id: string): Promise<Topup> {
      authorize(caller, 'wallet.use');
      const row = await findTopup(db, id);
      if (!row || row.userId !== caller.userId) throw topupNotFound();
      return presentTopup(row);
    },

    /**
     * "Tra cứu cổng thanh toán": a moderator runs the status-query job's question now, for one
     * top-up. A payment the gateway confirms goes through `settle`, the one transition to
     * `succeeded` (credited once whoever asks first: callback, job or moderator). Nothing expires
     * here: the job keeps its own schedule. The audit row commits with what the answer changed.
     */
    async queryNow(staff: Actor, id: string): Promise<{ outcome: TopupQueryOutcome; topupId: string }> {
      authorize(staff, 'topup.query_gateway');
      const t = await findTopup(db, id);
      if (!t) throw topupNotFound();
      if (t.provider !== gateway.provider)
        throw businessRule('Giao dịch này thuộc một cổng thanh toán khác với cổng đang dùng, không tra cứu được');
      const result = await askGateway(t);
      const now = clock.now();
      return db.transaction(async (tx) => {
        await markTopupQueried(tx, id, now);
        let outcome: TopupQueryOutcome;
        if (!result) outcome = 'unreachable';
        else if (result.status === 'paid') {
          const settled = await settle(tx, {
            appTransId: t.appTransId,
            appId: gateway.appId,
            amount: result.amount,
            gatewayTransId: result.zpTransId,
            via: 'query',
          });
          outcome = settled === 'credited' ? 'credited' : settled === 'duplicate' ? 'already_credited' : 'flagged';
        } else outcome = result.status === 'failed' ? 'gateway_failed' : 'not_paid';
        const after = await findTopup(tx, id);
        await recordStaffAction(tx, {
          actor: staff,
          action: 'topup.query_gateway',
          target: { type: 'topup', id },
          before: { status: t.status },
          after: { status: after?.status ?? t.status },
          details: { outcome, app_trans_id: t.appTransId, amount: t.amount, user_id: t.userId },
          at: now,
        });
        return { outcome, topupId: id };
      });
    },

    /** The status-query job: credit a payment whose callback never came, expire what was never paid. */
    async queryJob(payload: TopupQueryPayload) {
      const id = payload.topupId;
      const n = payload.n;
      const t = await findTopup(db, id);
      if (!t || t.status !== 'pending' || t.provider !== gateway.provider) return;
      const now = clock.now();
      const result = await askGateway(t);
      await markTopupQueried(db, id, now);
      if (result?.status === 'paid') {
        await db.transaction((tx) =>
          settle(tx, {
            appTransId: t.appTransId,
            appId: gateway.appId,
            amount: result.amount,
            gatewayTransId: result.zpTransId,
            via: 'query',
          }),
        );
        return;
      }
      const expired = now.getTime() >= t.expiresAt.getTime() + TOPUP_QUERY_INTERVAL_MS;
      const unreachableTooLong = now.getTime() >= t.expiresAt.getTime() + TOPUP_QUERY_GIVE_UP_MS;
      if ((expired && result) || unreachableTooLong) {
        await endTopup(db, id, result?.status === 'failed' ? 'failed' : 'expired', now);
        return;
      }
      const wait = result ? TOPUP_QUERY_INTERVAL_MS : 5 * TOPUP_QUERY_INTERVAL_MS;
      await topupQueryJob.enqueue(
        db,
        { topupId: id, n: n + 1 },
        { runAt: new Date(now.getTime() + wait), dedupeKey: `topup-query:${id}:${n + 1}` },
      );
    },
  };
}

export type TopupService = ReturnType<typeof topupService>;
