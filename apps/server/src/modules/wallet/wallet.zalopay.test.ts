import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { startFakeZaloPay, type FakeZaloPay } from '../../../test/zalopay-server.js';
import { createOrderMac } from '../../integrations/zalopay/index.js';
import { seconds } from '../../lib/clock.js';
import { memberBalances } from '../ledger/index.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { idem } from '../../../test/support/wallet.js';
import { gatewayCallbacks, topups } from './wallet.schema.js';

const CALLBACK = '/api/v1/wallet/topups/zalopay/callback';

/** The real ZaloPay v2 adapter against a fake ZaloPay over HTTP that checks every MAC we send. */
describe('top-up through the ZaloPay adapter (fake ZaloPay over HTTP)', () => {
  let zp: FakeZaloPay;
  let t: TestApp;
  const env = (fake: FakeZaloPay, key1 = fake.key1) => ({
    ZALOPAY_APP_ID: fake.appId,
    ZALOPAY_KEY1: key1,
    ZALOPAY_KEY2: fake.key2,
    ZALOPAY_ENDPOINT: fake.url,
    ZALOPAY_CALLBACK_URL: 'https://cho-gundam.example/api/v1/wallet/topups/zalopay/callback',
  });
  beforeAll(async () => {
    zp = await startFakeZaloPay();
    t = await createTestApp({ env: env(zp) });
  });
  afterAll(async () => {
    await t.close();
    await zp.close();
  });

  const rowOf = async (id: string) => (await t.database.db.select().from(topups).where(eq(topups.id, id)))[0]!;

  it('creates a signed order at ZaloPay and credits once from its callback', async () => {
    const { user, token } = await signedInUser(t);
    const res = await call(t.app, 'POST', '/api/v1/wallet/topups', {
      token,
      body: { amount: 250_000, return_path: '/checkout' },
      headers: idem(),
    });
    expect(res.status).toBe(201);
    expect(res.body.provider).toBe('zalopay');
    expect(zp.badMacRequests).toBe(0);
    const order = zp.orders.get(res.body.app_trans_id)!;
    expect(order).toMatchObject({
      amount: 250_000,
      app_user: user.id,
      callback_url: 'https://cho-gundam.example/api/v1/wallet/topups/zalopay/callback',
    });
    expect(JSON.parse(order.embed_data).redirecturl).toBe(`${t.app.ctx.config.appUrl}/checkout?topup_id=${res.body.id}`);
    expect(res.body.order_url).toContain(zp.url);
    expect(res.body.qr_code).toContain(res.body.app_trans_id);
    // the request really carried ZaloPay's create MAC
    const sent = zp.requests.find((r) => r.path === '/v2/create')!.form;
    expect(sent.mac).toBe(
      createOrderMac(zp.key1, {
        app_id: sent.app_id!,
        app_trans_id: sent.app_trans_id!,
        app_user: sent.app_user!,
        amount: sent.amount!,
        app_time: sent.app_time!,
        embed_data: sent.embed_data!,
        item: sent.item!,
      }),
    );
    expect(sent.expire_duration_seconds).toBe('900');

    zp.pay(res.body.app_trans_id);
    const cb = zp.callbackFor(res.body.app_trans_id);
    const first = await call(t.app, 'POST', CALLBACK, { body: JSON.stringify(cb), headers: { 'content-type': 'application/json' } });
    expect(first.body).toEqual({ return_code: 1, return_message: 'success' });
    const again = await call(t.app, 'POST', CALLBACK, { body: JSON.stringify(cb), headers: { 'content-type': 'application/json' } });
    expect(again.body.return_code).toBe(1);
    expect((await memberBalances(t.database.db, user.id)).available).toBe(250_000);
    const row = await rowOf(res.body.id);
    expect(row).toMatchObject({ status: 'succeeded', gatewayTransId: String(zp.orders.get(res.body.app_trans_id)!.zp_trans_id) });
    const kept = await t.database.db.select().from(gatewayCallbacks).where(eq(gatewayCallbacks.appTransId, res.body.app_trans_id));
    // stored byte for byte as received
    expect(kept.map((k) => k.body)).toEqual([JSON.stringify(cb), JSON.stringify(cb)]);
    await expectLedgerClean(t);
  });

  it('verifies the MAC over the raw data string, not a re-serialisation of it', async () => {
    const { user, token } = await signedInUser(t);
    const res = await call(t.app, 'POST', '/api/v1/wallet/topups', { token, body: { amount: 40_000 }, headers: idem() });
    zp.pay(res.body.app_trans_id);
    const cb = zp.callbackFor(res.body.app_trans_id);
    // same JSON meaning, different bytes (spaces): the MAC no longer matches and nothing is credited
    const respaced = { ...cb, data: JSON.stringify(JSON.parse(cb.data), null, 1) };
    expect((await call(t.app, 'POST', CALLBACK, { body: respaced })).body.return_code).toBe(-1);
    expect((await memberBalances(t.database.db, user.id)).available).toBe(0);
    expect((await call(t.app, 'POST', CALLBACK, { body: cb })).body.return_code).toBe(1);
    expect((await memberBalances(t.database.db, user.id)).available).toBe(40_000);
    await expectLedgerClean(t);
  });

  it('queries ZaloPay (signed with key1) for an order with no callback and credits it', async () => {
    const { user, token } = await signedInUser(t);
    const res = await call(t.app, 'POST', '/api/v1/wallet/topups', { token, body: { amount: 300_000 }, headers: idem() });
    t.clock.advance(seconds(61));
    await runJobs(t);
    expect((await rowOf(res.body.id)).status).toBe('pending'); // ZaloPay: return_code 3, not paid yet
    zp.pay(res.body.app_trans_id);
    t.clock.advance(seconds(61));
    await runJobs(t);
    expect((await rowOf(res.body.id)).status).toBe('succeeded');
    expect((await memberBalances(t.database.db, user.id)).available).toBe(300_000);
    expect(zp.requests.filter((r) => r.path === '/v2/query' && r.form.app_trans_id === res.body.app_trans_id)).toHaveLength(2);
    expect(zp.badMacRequests).toBe(0);
    // then the callback ZaloPay retries arrives: already processed
    expect((await call(t.app, 'POST', CALLBACK, { body: zp.callbackFor(res.body.app_trans_id) })).body.return_code).toBe(1);
    expect((await memberBalances(t.database.db, user.id)).available).toBe(300_000);
    await expectLedgerClean(t);
  });

  it('keeps the top-up row when ZaloPay refuses the order (wrong key1), and answers 502 in Vietnamese', async () => {
    const wrong = await createTestApp({ env: env(zp, 'wrong-key1') });
    try {
      const { user, token } = await signedInUser(wrong);
      const before = zp.badMacRequests;
      const res = await call(wrong.app, 'POST', '/api/v1/wallet/topups', { token, body: { amount: 100_000 }, headers: idem() });
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('gateway_error');
      expect(res.body.error.message).toContain('ZaloPay');
      expect(zp.badMacRequests).toBe(before + 1);
      // the row was committed before the gateway was called: the status job owns it from here
      const rows = await wrong.database.db.select().from(topups).where(eq(topups.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'pending', orderUrl: null });
    } finally {
      await wrong.close();
    }
  });

  it('serves no sandbox payment page when ZaloPay is configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/sandbox-gateway/pay/261122_aaaaaaaaaaaaaaaa/confirm' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 502 when ZaloPay cannot be reached', async () => {
    const down = await createTestApp({ env: { ...env(zp), ZALOPAY_ENDPOINT: 'http://127.0.0.1:9' } });
    try {
      const { token } = await signedInUser(down);
      const res = await call(down.app, 'POST', '/api/v1/wallet/topups', { token, body: { amount: 100_000 }, headers: idem() });
      expect(res.status).toBe(502);
    } finally {
      await down.close();
    }
  });
});
