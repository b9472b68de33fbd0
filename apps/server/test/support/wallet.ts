import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers.js';
import { signedInUser } from '../fixtures.js';
import { fundMember } from './ledger.js';
import type { AppDeps } from '../../src/app.js';
import { hmacHex, sandboxKeys, SANDBOX_APP_ID } from '../../src/integrations/zalopay/index.js';
import { topups } from '../../src/modules/wallet/index.js';

export interface WalletTestApp extends TestApp {
  /** while true, HTTP calls to our own URL fail like a network outage (the sandbox's callback is lost) */
  dropOwnCalls: boolean;
}

/**
 * The app with an outbound fetch that delivers requests addressed to the app's own URL
 * (APP_URL, e.g. the sandbox gateway's callback) through `app.inject`: a real HTTP request object
 * through the whole server, without holding a port. Anything else goes to the real network.
 */
export async function createWalletTestApp(
  opts: { env?: Record<string, string | undefined>; now?: string; deps?: Partial<AppDeps> } = {},
): Promise<WalletTestApp> {
  let t: WalletTestApp | null = null;
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const base = t?.app.ctx.config.appUrl;
    if (t && base && url.startsWith(base)) {
      if (t.dropOwnCalls) throw new TypeError('fetch failed (simulated network outage)');
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const res = await t.app.inject({
        method: (init?.method ?? 'GET') as 'POST',
        url: url.slice(base.length),
        headers,
        payload: init?.body as string | undefined,
      });
      const outHeaders = new Headers();
      for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) outHeaders.set(k, Array.isArray(v) ? v.join(', ') : String(v));
      return new Response(res.body, { status: res.statusCode, headers: outHeaders });
    }
    return fetch(input, init);
  };
  const base = await createTestApp({ ...opts, deps: { fetch: fetchImpl, ...opts.deps } });
  t = Object.assign(base, { dropOwnCalls: false });
  return t;
}

export const idem = () => ({ 'idempotency-key': `test-${randomUUID()}` });

// ---- top-ups ----

export const createTopup = (t: TestApp, token: string, body: Record<string, unknown>, headers: Record<string, string> = idem()) =>
  call(t.app, 'POST', '/api/v1/wallet/topups', { token, body, headers });

/** The top-up's row as stored. */
export const topupRow = async (t: TestApp, id: string) => (await t.database.db.select().from(topups).where(eq(topups.id, id)))[0]!;

/** A button of the sandbox gateway's payment page, pressed as a browser form posts it. */
export const pressSandboxButton = (t: TestApp, orderUrl: string, button: 'confirm' | 'cancel') =>
  t.app.inject({
    method: 'POST',
    url: `${new URL(orderUrl).pathname}/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

/** A callback body `{data, mac, type}` signed with key2: the sandbox gateway's own (from the OTP secret) unless `key2` is given. */
export function signedCallback(t: TestApp, data: Record<string, unknown>, key2 = sandboxKeys(t.app.ctx.config.otpSecret).key2) {
  const raw = JSON.stringify(data);
  return { data: raw, mac: hmacHex(key2, raw), type: 1 };
}

/** ZaloPay's callback `data` for our top-up row, as the sandbox gateway would send it; `over` changes fields. */
export const callbackData = (row: typeof topups.$inferSelect, over: Record<string, unknown> = {}) => ({
  app_id: Number(SANDBOX_APP_ID),
  app_trans_id: row.appTransId,
  app_time: row.createdAt.getTime(),
  app_user: row.userId,
  amount: row.amount,
  embed_data: '{}',
  item: '[]',
  zp_trans_id: 260000001 + Math.floor(Math.random() * 1e6),
  server_time: Date.now(),
  channel: 38,
  merchant_user_id: '',
  user_fee_amount: 0,
  discount_amount: 0,
  ...over,
});

// ---- bank accounts and withdrawals ----

export const BANK_ACCOUNT = { bank_code: 'VCB', account_number: '0123456789', account_name: 'NGUYEN VAN A' };

/** A signed-in member with `funds` available and one saved bank account. */
export async function memberWithAccount(t: TestApp, funds = 0) {
  const m = await signedInUser(t);
  if (funds) await fundMember(t, m.user.id, funds);
  const acc = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token: m.token, body: BANK_ACCOUNT });
  expect(acc.status).toBe(201);
  return { ...m, accountId: acc.body.id as string };
}

export const requestWithdrawal = (t: TestApp, token: string, body: Record<string, unknown>, headers = idem()) =>
  call(t.app, 'POST', '/api/v1/wallet/withdrawals', { token, body, headers });

export const cancelWithdrawal = (t: TestApp, token: string, id: string) =>
  call(t.app, 'POST', `/api/v1/wallet/withdrawals/${id}/cancel`, { token });

export const completeWithdrawal = (t: TestApp, token: string, id: string, bankReference: string) =>
  call(t.app, 'POST', `/api/v1/moderator/withdrawals/${id}/complete`, { token, body: { bank_reference: bankReference } });

export const rejectWithdrawal = (t: TestApp, token: string, id: string, reason: string) =>
  call(t.app, 'POST', `/api/v1/moderator/withdrawals/${id}/reject`, { token, body: { reason } });
