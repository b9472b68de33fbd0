import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { buyer, checkout, completeOrder, sellerWithKits } from '../../../test/support/orders.js';
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
    expect(page1.body.items[0]).toMatchObject({ title: 'Nạp tiền', direction: 'in', available_after: 60_000 });
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

interface Row {
  type: string;
  title: string;
  note: string;
  side: string;
  amount: number;
  direction: string;
  reference_id: string | null;
  available_after: number | null;
  moves: { account: string; account_label: string; amount: number; balance_after: number }[];
}

describe("wallet history: one row per business event, from the member's side", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T03:00:00Z' });
  });
  afterAll(async () => t.close());

  const history = async (token: string, query = '') => {
    const res = await call(t.app, 'GET', `/api/v1/wallet/history${query}`, { token });
    expect(res.status).toBe(200);
    return res.body as { items: Row[]; total: number };
  };

  it('a purchase is one row for the buyer (money out, held by the platform) and one for the seller (income pending); a refund one more each', async () => {
    const s = await sellerWithKits(t, 1, 500_000);
    const b = await buyer(t, 2_000_000);
    const r = await checkout(t, b, [s.kits[0]!.id]);
    expect(r.status).toBe(201);
    const order = r.body.orders[0] as { id: string };
    const total = r.body.total_amount as number;

    const mine = await history(b.token);
    expect(mine.total).toBe(2);
    const purchase = mine.items.filter((i) => i.reference_id === order.id);
    expect(purchase).toHaveLength(1);
    expect(purchase[0]).toMatchObject({
      type: 'order_checkout',
      side: 'member',
      title: 'Thanh toán đơn hàng',
      note: 'Sàn giữ hộ số tiền này cho đến khi bạn nhận hàng',
      amount: total,
      direction: 'out',
      available_after: 2_000_000 - total,
    });
    expect(purchase[0]!.moves.map((m) => [m.account_label, m.amount, m.balance_after])).toEqual([
      ['Số dư khả dụng', -total, 2_000_000 - total],
      ['Đang tạm giữ', total, total],
    ]);
    expect(mine.items[1]).toMatchObject({ type: 'topup', title: 'Nạp tiền', direction: 'in', amount: 2_000_000 });

    const sold = await history(s.token);
    const sale = sold.items.filter((i) => i.reference_id === order.id);
    expect(sale).toHaveLength(1);
    expect(sale[0]).toMatchObject({ side: 'seller', title: 'Đơn bán mới: tiền chờ nhận', direction: 'neutral' });
    expect(sale[0]!.moves.map((m) => m.account)).toEqual(['pending']);
    expect(sale[0]!.amount).toBe(sale[0]!.moves[0]!.amount);

    expect((await call(t.app, 'POST', `/api/v1/orders/${order.id}/cancel`, { token: b.token, body: {} })).status).toBe(200);
    const after = await history(b.token, '?page_size=1');
    expect(after.total).toBe(3);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({
      type: 'order_refund',
      title: 'Hoàn tiền đơn hàng',
      amount: total,
      direction: 'in',
      available_after: 2_000_000,
    });
    const refunded = (await history(s.token)).items.filter((i) => i.reference_id === order.id);
    expect(refunded.map((i) => [i.title, i.direction])).toEqual([
      ['Đơn bán đã hoàn tiền cho người mua', 'neutral'],
      ['Đơn bán mới: tiền chờ nhận', 'neutral'],
    ]);
    expect((await history(b.token, '?type=refund')).total).toBe(1);
    await expectLedgerClean(t);
  });

  it('"Tiền bán hàng" lists what the seller was paid, never the buyer\'s side of the same order', async () => {
    const s = await sellerWithKits(t, 1, 400_000);
    const b = await buyer(t, 1_000_000);
    const r = await checkout(t, b, [s.kits[0]!.id]);
    expect(r.status).toBe(201);
    const order = r.body.orders[0] as { id: string };
    await completeOrder(t, { id: order.id, sellerToken: s.token, buyerToken: b.token });

    const sellerIncome = await history(s.token, '?type=income');
    expect(sellerIncome.items.map((i) => [i.reference_id, i.type])).toEqual([[order.id, 'order_release']]);
    // the release journal also moves the buyer's held money: it is not the buyer's income
    expect((await history(b.token, '?type=income')).total).toBe(0);
    expect((await history(b.token)).items.some((i) => i.reference_id === order.id && i.type === 'order_release')).toBe(true);
    await expectLedgerClean(t);
  });
});
