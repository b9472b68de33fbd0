import type { FastifyBaseLogger } from 'fastify';
import { isSafeReturnPath } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { CallbackData, SandboxGateway, SandboxRemoteState } from '../../integrations/zalopay/index.js';
import type { Clock } from '../../lib/clock.js';
import { findTopupByAppTransId, sandboxStateOf, type TopupRow } from './topups.repository.js';

export interface SandboxPageDeps {
  gateway: SandboxGateway;
  db: Db;
  clock: Clock;
  appUrl: string;
  /** the callback travels over real HTTP to our own endpoint */
  fetch: typeof fetch;
}

/** What the payment page offers: the two buttons while `open`, a message otherwise. */
export type SandboxPageState = 'open' | 'paid' | 'canceled' | 'expired';

/**
 * The sandbox gateway's payment page (only when ZaloPay is not configured and not in production).
 * "Thanh toán" records the payment on the gateway side, then POSTs a callback signed with key2 to
 * our own callback URL over HTTP, exactly as ZaloPay would, and sends the browser back. The
 * browser's return never credits anything: only the callback (or the status query) does.
 */
export function sandboxPageService({ gateway, db, clock, appUrl, fetch: outboundFetch }: SandboxPageDeps) {
  const callbackUrl = `${appUrl}/api/v1/wallet/topups/zalopay/callback`;
  const load = (appTransId: string) => findTopupByAppTransId(db, 'sandbox', appTransId);
  const returnTo = (t: TopupRow) => {
    const base = isSafeReturnPath(t.returnPath) ? t.returnPath : '/member/profile/wallet';
    return `${base}${base.includes('?') ? '&' : '?'}topup_id=${t.id}`;
  };

  /** server to server, as ZaloPay does; if it fails, the status-query job finds the payment */
  async function deliverCallback(t: TopupRow, remote: SandboxRemoteState, now: Date, log: FastifyBaseLogger) {
    const data: CallbackData = {
      app_id: Number(gateway.appId),
      app_trans_id: t.appTransId,
      app_time: t.createdAt.getTime(),
      app_user: t.userId,
      amount: t.amount,
      embed_data: JSON.stringify({ redirecturl: returnTo(t) }),
      item: '[]',
      zp_trans_id: Number(remote.zp_trans_id),
      server_time: now.getTime(),
      channel: 38,
      merchant_user_id: '',
      user_fee_amount: 0,
      discount_amount: 0,
    };
    try {
      await outboundFetch(callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(gateway.signCallback(data)),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      log.warn({ err }, 'sandbox gateway: callback delivery failed');
    }
  }

  return {
    /** The order behind a payment link (null: no such sandbox order) and what its page offers. */
    async view(appTransId: string): Promise<{ topup: TopupRow; state: SandboxPageState; returnTo: string } | null> {
      const t = await load(appTransId);
      if (!t) return null;
      const remote = sandboxStateOf(t);
      const expired = t.status !== 'pending' || clock.now() >= t.expiresAt;
      let state: SandboxPageState = 'open';
      if (remote?.status === 'paid' || t.status === 'succeeded') state = 'paid';
      else if (remote?.status === 'canceled') state = 'canceled';
      else if (expired) state = 'expired';
      return { topup: t, state, returnTo: returnTo(t) };
    },

    /** "Thanh toán": paid at the gateway (once, while payable), the callback sent; where the browser goes next. */
    async pay(appTransId: string, log: FastifyBaseLogger): Promise<string | null> {
      const t = await load(appTransId);
      if (!t) return null;
      const now = clock.now();
      if (t.status === 'pending' && now < t.expiresAt && !sandboxStateOf(t)) await gateway.markPaid(t.appTransId, now);
      const fresh = (await load(t.appTransId))!;
      const remote = sandboxStateOf(fresh);
      if (remote?.status === 'paid') await deliverCallback(fresh, remote, now, log);
      return returnTo(fresh);
    },

    /** "Hủy": the gateway will answer that the member cancelled (unless it was paid already). */
    async cancel(appTransId: string): Promise<string | null> {
      const t = await load(appTransId);
      if (!t) return null;
      await gateway.markCanceled(t.appTransId, clock.now());
      return returnTo(t);
    },
  };
}

export type SandboxPageService = ReturnType<typeof sandboxPageService>;
