import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import {
  callbackData,
  createTopup,
  createWalletTestApp,
  signedCallback,
  topupRow,
  type WalletTestApp,
} from '../../../test/support/wallet.js';

const CALLBACK = '/api/v1/wallet/topups/zalopay/callback';

describe('wallet history', () => {
  let t: WalletTestApp;
  beforeAll(async () => {
    t = await createWalletTestApp({ now: '2026-11-21T18:30:00Z' });
  });
  afterAll(async () => t.close());

  it('filters the history by type and date and pages it', async () => {
    const { token } = await signedInUser(t);
    for (const amount of [10_000, 20_000, 30_000]) {
      const res = await createTopup(t, token, { amount });
      await call(t.app, 'POST', CALLBACK, { body: signedCallback(t, callbackData(await topupRow(t, res.body.id))) });
    }
    const page1 = await call(t.app, 'GET', '/api/v1/wallet/history?page_size=2', { token });
    expect(page1.body).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page1.body.items.map((i: { amount: number }) => i.amount)).toEqual([30_000, 20_000]);
    expect(page1.body.items[0].balance_after).toBe(60_000);
    const page2 = await call(t.app, 'GET', '/api/v1/wallet/history?page_size=2&page=2', { token });
    expect(page2.body.items.map((i: { amount: number }) => i.amount)).toEqual([10_000]);
    expect((await call(t.app, 'GET', '/api/v1/wallet/history?type=withdrawal', { token })).body.total).toBe(0);
    expect((await call(t.app, 'GET', '/api/v1/wallet/history?type=topup', { token })).body.total).toBe(3);
    // lines carry the database's time: a range around today finds them, one in the past does not
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await call(t.app, 'GET', `/api/v1/wallet/history?from=${yesterday}&to=${tomorrow}`, { token })).body.total).toBe(3);
    expect((await call(t.app, 'GET', `/api/v1/wallet/history?from=2020-01-01&to=2020-01-31`, { token })).body.total).toBe(0);
    expect(today).toMatch(/^\d{4}-/);
    expect((await call(t.app, 'GET', '/api/v1/wallet/history?type=bogus', { token })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/v1/wallet/history?from=21/11/2026', { token })).status).toBe(400);
    await expectLedgerClean(t);
  });
});
