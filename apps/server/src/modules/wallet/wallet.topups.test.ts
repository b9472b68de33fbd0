import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, runJobs } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { vnDatePrefix } from '../../integrations/zalopay/index.js';
import { minutes, seconds } from '../../lib/clock.js';
import { memberBalances } from '../ledger/index.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { notifications } from '../../db/schema.js';
import {
  callbackData,
  createTopup,
  createWalletTestApp,
  idem,
  pressSandboxButton,
  signedCallback,
  topupRow,
  type WalletTestApp,
} from '../../../test/support/wallet.js';
import { gatewayCallbacks, topups } from './wallet.schema.js';

const CALLBACK = '/api/v1/wallet/topups/zalopay/callback';

describe('top-up through the built-in sandbox gateway', () => {
  let t: WalletTestApp;
  beforeAll(async () => {
    t = await createWalletTestApp({ now: '2026-11-21T18:30:00Z' });
  });
  afterAll(async () => t.close());

  const payPath = (orderUrl: string) => new URL(orderUrl).pathname;
  const callbacksOf = (appTransId: string) =>
    t.database.db.select().from(gatewayCallbacks).where(eq(gatewayCallbacks.appTransId, appTransId));

  it('creates the order, pays on the sandbox page, credits once from the signed callback', async () => {
    const { user, token } = await signedInUser(t);
    const res = await createTopup(t, token, { amount: 100_000 });
    expect(res.status).toBe(201);
    // 18:30Z on 21/11 is already 22/11 in Vietnam
    expect(res.body.app_trans_id).toMatch(/^261122_[a-z2-7]{16}$/);
    expect(vnDatePrefix(t.clock.now())).toBe('261122');
    expect(res.body).toMatchObject({ amount: 100_000, status: 'pending', provider: 'sandbox', status_label: 'Chờ thanh toán' });
    expect(res.body.order_url).toContain('/api/v1/wallet/sandbox-gateway/pay/');

    const pageRes = await t.app.inject({ method: 'GET', url: payPath(res.body.order_url) });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toContain('text/html');
    expect(pageRes.body).toContain('Thanh toán');
    expect(pageRes.body).toContain('100.000 ₫');

    const paid = await pressSandboxButton(t, res.body.order_url, 'confirm');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/member/profile/wallet?topup_id=${res.body.id}`);

    const status = await call(t.app, 'GET', `/api/v1/wallet/topups/${res.body.id}`, { token });
    expect(status.body).toMatchObject({ status: 'succeeded', status_label: 'Thành công' });
    expect((await call(t.app, 'GET', '/api/v1/wallet', { token })).body).toEqual({ available: 100_000, held: 0, pending: 0 });

    // the page's button pressed again: the sandbox sends the same callback again, nothing more is credited
    await pressSandboxButton(t, res.body.order_url, 'confirm');
    expect((await memberBalances(t.database.db, user.id)).available).toBe(100_000);
    const cbs = await callbacksOf(res.body.app_trans_id);
    expect(cbs.map((c) => c.outcome).sort()).toEqual(['credited', 'duplicate']);
    expect(cbs.every((c) => c.macValid)).toBe(true);

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, user.id));
    expect(notes.map((n) => n.title)).toEqual(['Nạp tiền thành công: 100.000 ₫']);

    const history = await call(t.app, 'GET', '/api/v1/wallet/history', { token });
    expect(history.body.total).toBe(1);
    expect(history.body.items[0]).toMatchObject({
      type: 'topup',
      type_label: 'Nạp tiền',
      title: 'Nạp tiền',
      memo: 'Nạp tiền qua cổng thử nghiệm (cổng thanh toán báo về)',
      amount: 100_000,
      direction: 'in',
      status: 'completed',
      available_after: 100_000,
      moves: [{ account: 'available', account_label: 'Số dư khả dụng', amount: 100_000, balance_after: 100_000 }],
      reference_type: 'topup',
      reference_id: res.body.id,
    });
    await expectLedgerClean(t);
  });

  it('returns to the checkout when asked, and refuses a return address outside the site', async () => {
    const { token } = await signedInUser(t);
    for (const bad of ['https://evil.example/x', '//evil.example', 'checkout', '/\\evil.example']) {
      const r = await createTopup(t, token, { amount: 50_000, return_path: bad });
      expect(r.status).toBe(400);
    }
    const res = await createTopup(t, token, { amount: 50_000, return_path: '/checkout' });
    expect(res.status).toBe(201);
    const paid = await pressSandboxButton(t, res.body.order_url, 'confirm');
    expect(paid.headers.location).toBe(`/checkout?topup_id=${res.body.id}`);
    await expectLedgerClean(t);
  });

  it('validates amounts and requires an idempotency key', async () => {
    const { token } = await signedInUser(t);
    expect((await createTopup(t, token, { amount: 9_999 })).status).toBe(400);
    const tooMuch = await createTopup(t, token, { amount: 50_000_001 });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toContain('Số tiền tối đa là 50.000.000 ₫');
    expect((await createTopup(t, token, { amount: 10_500.5 })).status).toBe(400);
    const noKey = await call(t.app, 'POST', '/api/v1/wallet/topups', { token, body: { amount: 100_000 } });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.message).toContain('Idempotency-Key');
    expect((await call(t.app, 'POST', '/api/v1/wallet/topups', { body: { amount: 100_000 }, headers: idem() })).status).toBe(401);
  });

  it('makes a repeated create with the same key one top-up', async () => {
    const { user, token } = await signedInUser(t);
    const headers = idem();
    const a = await createTopup(t, token, { amount: 200_000 }, headers);
    const b = await createTopup(t, token, { amount: 200_000 }, headers);
    expect(a.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    expect(b.body.order_url).toBe(a.body.order_url);
    const rows = await t.database.db.select().from(topups).where(eq(topups.userId, user.id));
    expect(rows).toHaveLength(1);
    const other = await createTopup(t, token, { amount: 300_000 }, headers);
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_mismatch');
  });

  it('shows a top-up only to its owner', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const res = await createTopup(t, owner.token, { amount: 100_000 });
    expect((await call(t.app, 'GET', `/api/v1/wallet/topups/${res.body.id}`, { token: other.token })).status).toBe(404);
  });

  it('refuses a forged MAC, changes nothing and keeps the attempt', async () => {
    const { user, token } = await signedInUser(t);
    const res = await createTopup(t, token, { amount: 500_000 });
    const row = await topupRow(t, res.body.id);
    const forged = signedCallback(t, callbackData(row), 'not-the-key2');
    const r = await call(t.app, 'POST', CALLBACK, { body: forged });
    expect(r.status).toBe(200);
    expect(r.body.return_code).toBe(-1);
    // a MAC that is not even hex, or missing
    expect((await call(t.app, 'POST', CALLBACK, { body: { ...forged, mac: 'zz' } })).body.return_code).toBe(-1);
    expect((await call(t.app, 'POST', CALLBACK, { body: 'not json', headers: { 'content-type': 'text/plain' } })).body.return_code).toBe(
      -1,
    );
    // the data altered after signing (amount raised)
    const genuine = signedCallback(t, callbackData(row));
    const tampered = { ...genuine, data: genuine.data.replace('"amount":500000', '"amount":5000000') };
    expect((await call(t.app, 'POST', CALLBACK, { body: tampered })).body.return_code).toBe(-1);

    expect((await topupRow(t, res.body.id)).status).toBe('pending');
    expect((await memberBalances(t.database.db, user.id)).available).toBe(0);
    const bad = await t.database.db
      .select()
      .from(gatewayCallbacks)
      .where(and(eq(gatewayCallbacks.outcome, 'bad_mac'), sql`${gatewayCallbacks.body} like ${`%${row.appTransId}%`}`));
    expect(bad.length).toBe(3);
    expect(bad.every((c) => !c.macValid && c.body.length > 0)).toBe(true);
    await expectLedgerClean(t);
  });

  it('refuses a signed callback whose amount or app differs from ours, and flags it', async () => {
    const { user, token } = await signedInUser(t);
    const res = await createTopup(t, token, { amount: 100_000 });
    const row = await topupRow(t, res.body.id);
    const wrongAmount = await call(t.app, 'POST', CALLBACK, { body: signedCallback(t, callbackData(row, { amount: 1_000_000 })) });
    expect(wrongAmount.body.return_code).toBe(-1);
    const wrongApp = await call(t.app, 'POST', CALLBACK, { body: signedCallback(t, callbackData(row, { app_id: 999 })) });
    expect(wrongApp.body.return_code).toBe(-1);
    const unknown = await call(t.app, 'POST', CALLBACK, {
      body: signedCallback(t, callbackData(row, { app_trans_id: '261122_aaaaaaaaaaaaaaaa' })),
    });
    expect(unknown.body.return_code).toBe(-1);
    expect((await topupRow(t, res.body.id)).status).toBe('pending');
    expect((await memberBalances(t.database.db, user.id)).available).toBe(0);
    expect((await callbacksOf(row.appTransId)).map((c) => c.outcome).sort()).toEqual(['rejected:amount_mismatch', 'rejected:app_id']);

    const mod = await signedInUser(t, { role: 'moderator' });
    const list = await call(t.app, 'GET', '/api/v1/moderator/topups?needs_review=true', { token: mod.token });
    expect(list.status).toBe(200);
    expect(list.body.items.find((i: { id: string }) => i.id === res.body.id)).toMatchObject({ needs_review: true, user_id: user.id });
    await expectLedgerClean(t);
  });

  it('answers a duplicate callback with 1 and credits nothing more', async () => {
    const { user, token } = await signedInUser(t);
    const res = await createTopup(t, token, { amount: 70_000 });
    const body = signedCallback(t, callbackData(await topupRow(t, res.body.id)));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await call(t.app, 'POST', CALLBACK, { body })).body.return_code);
    expect(answers).toEqual([1, 1, 1]);
    expect((await memberBalances(t.database.db, user.id)).available).toBe(70_000);
    await expectLedgerClean(t);
  });

  it('credits a payment whose callback was lost when the status query finds it', async () => {
    const { user, token } = await signedInUser(t);
    const res = await createTopup(t, token, { amount: 150_000 });
    t.dropOwnCalls = true;
    try {
      const paid = await pressSandboxButton(t, res.body.order_url, 'confirm');
      expect(paid.statusCode).toBe(303);
    } finally {
      t.dropOwnCalls = false;
    }
    expect((await topupRow(t, res.body.id)).status).toBe('pending');
    expect(await callbacksOf(res.body.app_trans_id)).toHaveLength(0);
    await runJobs(t);
    expect((await topupRow(t, res.body.id)).status).toBe('pending'); // not due yet
    t.clock.advance(seconds(61));
    await runJobs(t);
    expect((await topupRow(t, res.body.id)).status).toBe('succeeded');
    expect((await memberBalances(t.database.db, user.id)).available).toBe(150_000);

    // the callback arriving now, late, is a duplicate of what the query credited
    const late = await call(t.app, 'POST', CALLBACK, { body: signedCallback(t, callbackData(await topupRow(t, res.body.id))) });
    expect(late.body.return_code).toBe(1);
    expect((await memberBalances(t.database.db, user.id)).available).toBe(150_000);
    await expectLedgerClean(t);
  });

  it('expires an unpaid order after 15 minutes; a callback after that is flagged, not credited', async () => {
    const { user, token } = await signedInUser(t);
    const res = await createTopup(t, token, { amount: 80_000 });
    for (let i = 0; i < 18; i++) {
      t.clock.advance(minutes(1));
      await runJobs(t);
    }
    const row = await topupRow(t, res.body.id);
    expect(row.status).toBe('expired');
    expect(row.lastQueriedAt).not.toBeNull();
    // the sandbox page no longer takes the payment
    const pageRes = await t.app.inject({ method: 'GET', url: payPath(res.body.order_url) });
    expect(pageRes.body).toContain('hết hạn');

    const late = await call(t.app, 'POST', CALLBACK, { body: signedCallback(t, callbackData(row)) });
    expect(late.body.return_code).toBe(1);
    expect((await topupRow(t, res.body.id)).status).toBe('expired');
    expect((await topupRow(t, res.body.id)).metadata).toMatchObject({ needs_review: true });
    expect((await memberBalances(t.database.db, user.id)).available).toBe(0);
    expect((await callbacksOf(row.appTransId)).map((c) => c.outcome)).toEqual(['late:expired']);
    await expectLedgerClean(t);
  });

  it('a cancel on the sandbox page leaves the top-up unpaid; it then ends as failed', async () => {
    const { user, token } = await signedInUser(t);
    const res = await createTopup(t, token, { amount: 60_000 });
    const canceled = await pressSandboxButton(t, res.body.order_url, 'cancel');
    expect(canceled.statusCode).toBe(303);
    // paying after cancelling does nothing
    await pressSandboxButton(t, res.body.order_url, 'confirm');
    for (let i = 0; i < 18; i++) {
      t.clock.advance(minutes(1));
      await runJobs(t);
    }
    expect((await topupRow(t, res.body.id)).status).toBe('failed');
    expect((await memberBalances(t.database.db, user.id)).available).toBe(0);
    await expectLedgerClean(t);
  });
});

describe('the sandbox gateway in production', () => {
  it('is not offered: no payment page, and creating a top-up answers 503', async () => {
    const t = await createWalletTestApp({
      env: {
        NODE_ENV: 'production',
        APP_URL: 'https://cho-gundam.example',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        JWT_SECRET: 'p'.repeat(40),
        OTP_SECRET: 'q'.repeat(40),
      },
    });
    try {
      const { token } = await signedInUser(t);
      const res = await call(t.app, 'POST', '/api/v1/wallet/topups', { token, body: { amount: 100_000 }, headers: idem() });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toContain('Cổng thanh toán chưa được cấu hình');
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/wallet/sandbox-gateway/pay/261122_aaaaaaaaaaaaaaaa' })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});
