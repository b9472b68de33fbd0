import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, ModeratorDashboard } from '@cho-gundam/contracts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { createUser, signedInUser, tokenFor } from '../../../test/fixtures.js';
import { insertKit } from '../../../test/support/kits.js';
import { createSeller } from '../../../test/support/storefront.js';
import { auctionRequests, auctions } from '../auctions/index.js';
import { exchangeOffers, exchangePosts, exchanges } from '../exchanges/index.js';
import { ledgerLines, postJournal, type JournalLine } from '../ledger/index.js';
import { orderComplaints, orders } from '../orders/index.js';
import { withdrawals } from '../wallet/index.js';

/**
 * Both dashboards over known rows. The clock stands on Thursday 14/03/2030 10:00 in Vietnam
 * (03:00 UTC): this Vietnamese week runs from Monday 11/03 00:00 (Sunday 10/03 17:00 UTC), last
 * week from 04/03 to 10/03. Rows placed around that Monday midnight show that weeks and days are
 * cut in Vietnamese time, not UTC (in UTC both sides would fall on Sunday).
 */
const NOW = '2030-03-14T03:00:00.000Z';
const at = (iso: string) => new Date(iso);

let t: TestApp;
let admin: string;
let adminUser: { id: string; role: 'admin' };
let moderator: string;
let member: string;
let seller: string;

const address = { fullName: 'Nguyễn Văn An', phoneNumber: '0912345678', provinceCode: '79', wardCode: '26734', detail: '12 Lê Lợi' };
let codeSeq = 0;

async function order(
  buyerId: string,
  sellerId: string,
  o: {
    type?: 'regular' | 'auction' | 'exchange';
    status: (typeof orders.$inferInsert)['status'];
    items: number;
    fee?: number;
    createdAt: string;
    completedAt?: string;
  },
) {
  codeSeq += 1;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      code: `DB${String(codeSeq).padStart(6, '0')}`,
      type: o.type ?? 'regular',
      buyerId,
      sellerId,
      status: o.status,
      itemsSubtotal: o.items,
      deliveryFee: 30_000,
      totalAmount: o.items + 30_000,
      platformFee: o.fee ?? 0,
      shipFrom: address as never,
      shipTo: address as never,
      createdAt: at(o.createdAt),
      completedAt: o.completedAt ? at(o.completedAt) : null,
    })
    .returning();
  return row!;
}

/** Posts a journal through the ledger, then dates its lines (lines take the database's time when written). */
async function journal(kind: string, when: string, lines: JournalLine[]) {
  const { journalId } = await t.database.db.transaction((tx) =>
    postJournal(tx, { kind, postingKey: `test:${kind}:${when}:${Math.random()}`, lines }),
  );
  await t.database.db
    .update(ledgerLines)
    .set({ createdAt: at(when) })
    .where(eq(ledgerLines.journalId, journalId));
}

async function auction(sellerId: string, status: (typeof auctions.$inferInsert)['status'], endAt: string) {
  const kit = await insertKit(t, sellerId);
  const snapshot = {
    id: kit.id,
    name: kit.name,
    slug: kit.slug,
    gradeCode: 'HG',
    gradeName: 'High Grade',
    scale: '1/144',
    condition: 'new',
    series: kit.series,
    weightGrams: 300,
    imageKey: null,
  };
  await t.database.db.insert(auctions).values({
    kitId: kit.id,
    sellerId,
    kitSnapshot: snapshot,
    gradeCode: 'HG',
    series: kit.series,
    searchText: kit.searchText,
    startingPrice: 100_000,
    bidIncrement: 10_000,
    depositAmount: 10_000,
    startAt: at('2030-03-01T03:00:00Z'),
    endAt: at(endAt),
    plannedEndAt: at(endAt),
    status,
    currentPrice: 100_000,
  });
  return { kit, snapshot };
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const a = await createUser(t, { role: 'admin' });
  adminUser = { id: a.id, role: 'admin' };
  admin = await tokenFor(t, a);
  // staff who joined this week are not members
  const m = await createUser(t, { role: 'moderator', createdAt: at('2030-03-12T00:00:00Z') });
  moderator = await tokenFor(t, m);
  const s = await createSeller(t, { plan: 'upgrade' });
  seller = s.token;
  const buyer = await signedInUser(t);
  member = buyer.token;
  // new members: Sunday 23:00 in Vietnam (last week), Monday 00:30 and Tuesday 07:00 (this week)
  await createUser(t, { createdAt: at('2030-03-10T16:00:00Z') });
  await createUser(t, { createdAt: at('2030-03-10T17:30:00Z') });
  await createUser(t, { role: 'seller', createdAt: at('2030-03-12T00:00:00Z') });

  const b = buyer.user.id;
  const sid = s.user.id;
  // A: placed Sunday 23:30 in Vietnam and completed at 23:45 → last week
  await order(b, sid, {
    status: 'completed',
    items: 1_000_000,
    fee: 50_000,
    createdAt: '2030-03-10T16:30:00Z',
    completedAt: '2030-03-10T16:45:00Z',
  });
  // B: placed Monday 00:10 in Vietnam → this week; completed Tuesday
  await order(b, sid, {
    status: 'completed',
    items: 2_000_000,
    fee: 100_000,
    createdAt: '2030-03-10T17:10:00Z',
    completedAt: '2030-03-12T05:00:00Z',
  });
  // C: an auction's order, this week, waiting for the seller
  await order(b, sid, { type: 'auction', status: 'pending', items: 3_000_000, createdAt: '2030-03-13T02:00:00Z' });
  // D: canceled, last week
  await order(b, sid, { status: 'canceled', items: 500_000, createdAt: '2030-03-05T03:00:00Z' });
  // F: an exchange parcel, delivered this week, with an open complaint
  const f = await order(b, sid, { type: 'exchange', status: 'delivered', items: 0, createdAt: '2030-03-14T01:00:00Z' });
  await t.database.db.insert(orderComplaints).values({ orderId: f.id, reason: 'Hộp bị móp', imageUrls: [] });
  // E: completed 72 days ago: inside 90 days, outside 30
  await order(b, sid, {
    status: 'completed',
    items: 700_000,
    fee: 35_000,
    createdAt: '2030-01-01T03:00:00Z',
    completedAt: '2030-01-02T03:00:00Z',
  });

  // trades completed: Tuesday 12/03 (this week) and Sunday 10/03 23:30 in Vietnam (last week); one still packing
  for (const [i, status, completedAt] of [
    [1, 'completed', '2030-03-12T04:00:00Z'],
    [2, 'completed', '2030-03-10T16:30:00Z'],
    [3, 'packaging', null],
  ] as const) {
    const [post] = await t.database.db
      .insert(exchangePosts)
      .values({
        posterId: b,
        content: `Bài đổi ${i}`,
        photos: [{ key: `exchanges/p${i}`, width: 480, height: 480 }],
        status: 'traded',
        closedAt: at('2030-03-09T03:00:00Z'),
      })
      .returning({ id: exchangePosts.id });
    const [offer] = await t.database.db
      .insert(exchangeOffers)
      .values({ postId: post!.id, offererId: sid, status: 'accepted' })
      .returning({ id: exchangeOffers.id });
    await t.database.db.insert(exchanges).values({
      postId: post!.id,
      offerId: offer!.id,
      posterId: b,
      offererId: sid,
      status,
      completedAt: completedAt ? at(completedAt) : null,
    });
  }

  // auctions closed: completed Tuesday and ended (awaiting payment) Wednesday → this week; failed Sunday 23:59 → last week
  const won = await auction(sid, 'completed', '2030-03-12T10:00:00Z');
  await auction(sid, 'ended', '2030-03-13T12:00:00Z');
  await auction(sid, 'failed', '2030-03-10T16:59:00Z');
  await auction(sid, 'active', '2030-03-20T12:00:00Z');
  // two requests wait for a moderator, one was rejected
  for (const status of ['pending', 'pending', 'rejected'] as const) {
    const kit = await insertKit(t, sid);
    await t.database.db.insert(auctionRequests).values({
      kitId: kit.id,
      sellerId: sid,
      kitSnapshot: { ...won.snapshot, id: kit.id },
      startingPrice: 100_000,
      bidIncrement: 10_000,
      depositAmount: 10_000,
      startAt: at('2030-03-20T03:00:00Z'),
      endAt: at('2030-03-21T03:00:00Z'),
      status,
    });
  }
  // one withdrawal waits, one was paid out
  for (const status of ['pending', 'completed'] as const) {
    await t.database.db.insert(withdrawals).values({
      userId: b,
      bankCode: 'VCB',
      accountNumber: '0123456789',
      accountName: 'NGUYEN VAN AN',
      amount: 100_000,
      status,
    });
  }

  // money: a top-up Monday, plan purchase Tuesday, A's fee Sunday 23:45, a forfeit Wednesday, a payout Tuesday
  const avail = { owner: b, kind: 'available' as const };
  const held = { owner: b, kind: 'held' as const };
  await journal('topup', '2030-03-11T02:00:00Z', [
    { account: { platform: 'gateway_clearing' }, amount: -1_000_000 },
    { account: avail, amount: 1_000_000 },
  ]);
  await journal('plan_purchase', '2030-03-12T02:00:00Z', [
    { account: avail, amount: -200_000 },
    { account: { platform: 'revenue' }, amount: 200_000 },
  ]);
  await journal('order_release', '2030-03-10T16:45:00Z', [
    { account: avail, amount: -50_000 },
    { account: { platform: 'revenue' }, amount: 50_000 },
  ]);
  await journal('auction_deposit_forfeit', '2030-03-13T05:00:00Z', [
    { account: avail, amount: -30_000 },
    { account: { platform: 'revenue' }, amount: 30_000 },
  ]);
  await journal('withdrawal_hold', '2030-03-12T01:00:00Z', [
    { account: avail, amount: -100_000 },
    { account: held, amount: 100_000 },
  ]);
  await journal('withdrawal_complete', '2030-03-12T03:00:00Z', [
    { account: held, amount: -100_000 },
    { account: { platform: 'payouts' }, amount: 100_000 },
  ]);
  // a plan bought 103 days ago: outside every period
  await journal('plan_renewal', '2029-12-01T03:00:00Z', [
    { account: avail, amount: -999 },
    { account: { platform: 'revenue' }, amount: 999 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/moderator/dashboard', () => {
  it('counts the registered queues and compares Vietnamese weeks', async () => {
    const res = await call<ModeratorDashboard>(t.app, 'GET', '/api/v1/moderator/dashboard', { token: moderator });
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.queues).toEqual([
      { key: 'withdrawals', label: 'Yêu cầu rút tiền chờ xử lý', path: '/moderator/transaction-management', count: 1 },
      { key: 'complaints', label: 'Khiếu nại đang mở', path: '/moderator/order-management?tab=complaints', count: 1 },
      { key: 'auction_requests', label: 'Yêu cầu đấu giá chờ duyệt', path: '/moderator/auction-management', count: 2 },
      { key: 'stuck_exchanges', label: 'Giao dịch trao đổi cần xử lý', path: '/moderator/exchange-management?stuck=1', count: 0 },
      { key: 'flags', label: 'Báo cáo vi phạm chờ xử lý', path: '/moderator/flags', count: 0 },
    ]);
    expect(d.this_week).toEqual({
      from: '2030-03-11',
      to: '2030-03-14',
      orders: 3,
      auctions: 2,
      exchanges: 1,
      gmv: 2_000_000,
      new_members: 2,
    });
    expect(d.last_week).toEqual({
      from: '2030-03-04',
      to: '2030-03-10',
      orders: 2,
      auctions: 1,
      exchanges: 1,
      gmv: 1_000_000,
      new_members: 1,
    });
    // without a period: 30 days
    expect({ days: d.days, from: d.from, to: d.to }).toEqual({ days: 30, from: '2030-02-13', to: '2030-03-14' });
    expect(d.series).toHaveLength(30);
    expect(d.series[0]!.date).toBe('2030-02-13');
    expect(d.series.at(-1)!.date).toBe('2030-03-14');
    const day = (date: string) => d.series.find((p) => p.date === date);
    expect(day('2030-03-10')).toEqual({ date: '2030-03-10', orders: 1, auctions: 1, exchanges: 1, gmv: 1_000_000, new_members: 1 });
    expect(day('2030-03-11')).toEqual({ date: '2030-03-11', orders: 1, auctions: 0, exchanges: 0, gmv: 0, new_members: 1 });
    expect(day('2030-03-12')).toEqual({ date: '2030-03-12', orders: 0, auctions: 1, exchanges: 1, gmv: 2_000_000, new_members: 1 });
  });

  it('follows the period picker in its charts only: 90 days reach the January order, 7 days start on 08/03, the weeks stay', async () => {
    const get = (days: string) => call<ModeratorDashboard>(t.app, 'GET', `/api/v1/moderator/dashboard?days=${days}`, { token: moderator });
    const d90 = await get('90');
    expect(d90.status).toBe(200);
    expect({ days: d90.body.days, from: d90.body.from, to: d90.body.to }).toEqual({ days: 90, from: '2029-12-15', to: '2030-03-14' });
    expect(d90.body.series).toHaveLength(90);
    expect(d90.body.series[0]!.date).toBe('2029-12-15');
    // order E, completed on 02/01 (10:00 in Vietnam), counts in 90 days and not in 30
    expect(d90.body.series.find((p) => p.date === '2030-01-02')!.gmv).toBe(700_000);
    expect(d90.body.series.reduce((s, p) => s + p.gmv, 0)).toBe(3_700_000);
    const d7 = await get('7');
    expect(d7.status).toBe(200);
    expect({ days: d7.body.days, from: d7.body.from, to: d7.body.to }).toEqual({ days: 7, from: '2030-03-08', to: '2030-03-14' });
    expect(d7.body.series.map((p) => p.date)).toEqual([
      '2030-03-08',
      '2030-03-09',
      '2030-03-10',
      '2030-03-11',
      '2030-03-12',
      '2030-03-13',
      '2030-03-14',
    ]);
    // order D (05/03) lies before the 7 days; the week cards still count it in last week
    expect(d7.body.series.reduce((s, p) => s + p.orders, 0)).toBe(4);
    expect(d7.body.last_week).toEqual({
      from: '2030-03-04',
      to: '2030-03-10',
      orders: 2,
      auctions: 1,
      exchanges: 1,
      gmv: 1_000_000,
      new_members: 1,
    });
    expect(d7.body.this_week).toEqual(d90.body.this_week);
  });

  it('refuses another period with a Vietnamese message', async () => {
    for (const days of ['14', 'abc', '']) {
      const res = await call(t.app, 'GET', `/api/v1/moderator/dashboard?days=${days}`, { token: moderator });
      expect(res.status, days).toBe(400);
      expect(res.body.error.message).toContain('Khoảng thời gian phải là 7, 30 hoặc 90 ngày');
    }
  });

  it('moves its week with the clock: next Monday 00:00 in Vietnam this week becomes last week', async () => {
    t.clock.set(at('2030-03-17T17:00:00Z'));
    try {
      // an admin reads the moderator dashboard too (a fresh token: the clock moved days ahead)
      const token = await tokenFor(t, adminUser);
      const res = await call<ModeratorDashboard>(t.app, 'GET', '/api/v1/moderator/dashboard', { token });
      expect(res.status).toBe(200);
      expect(res.body.this_week).toEqual({
        from: '2030-03-18',
        to: '2030-03-18',
        orders: 0,
        auctions: 0,
        exchanges: 0,
        gmv: 0,
        new_members: 0,
      });
      expect(res.body.last_week).toEqual({
        from: '2030-03-11',
        to: '2030-03-17',
        orders: 3,
        auctions: 2,
        exchanges: 1,
        gmv: 2_000_000,
        new_members: 2,
      });
    } finally {
      t.clock.set(at(NOW));
    }
  });

  it('refuses guests, members and sellers', async () => {
    expect((await call(t.app, 'GET', '/api/v1/moderator/dashboard')).status).toBe(401);
    for (const token of [member, seller]) {
      const res = await call(t.app, 'GET', '/api/v1/moderator/dashboard', { token });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Chỉ kiểm duyệt viên và quản trị viên mới xem được bảng điều khiển này');
    }
  });
});

describe('GET /api/v1/admin/dashboard', () => {
  it('gives the platform figures of the last 30 days', async () => {
    const res = await call<AdminDashboard>(t.app, 'GET', '/api/v1/admin/dashboard?days=30', { token: admin });
    expect(res.status).toBe(200);
    const d = res.body;
    expect({ days: d.days, from: d.from, to: d.to }).toEqual({ days: 30, from: '2030-02-13', to: '2030-03-14' });
    // the seller, the buyer and three newcomers; staff are not members
    expect(d.members).toBe(5);
    expect(d.new_members).toBe(3);
    expect(d.sellers_by_plan.map((p) => [p.code, p.sellers])).toEqual([
      ['trial', 0],
      ['upgrade', 1],
      ['unlimited', 0],
    ]);
    expect(d.gmv).toBe(3_000_000);
    expect(d.revenue).toEqual({ plans: 200_000, order_fees: 50_000, auction_forfeits: 30_000, other: 0, total: 280_000 });
    expect(d.wallet).toEqual({ top_ups: 1_000_000, withdrawals: 100_000 });
    expect(d.orders_total).toBe(5);
    expect(d.orders_by_type).toEqual([
      { type: 'regular', label: 'Mua bán', count: 3 },
      { type: 'auction', label: 'Đấu giá', count: 1 },
      { type: 'exchange', label: 'Trao đổi', count: 1 },
    ]);
    expect(Object.fromEntries(d.orders_by_status.map((s) => [s.status, s.count]))).toEqual({
      pending: 1,
      packaging: 0,
      delivering: 0,
      delivered: 1,
      completed: 2,
      canceled: 1,
      failed: 0,
    });
    expect(d.orders_by_status.find((s) => s.status === 'completed')!.label).toBe('Hoàn tất');
    expect(d.auctions_completed).toBe(1);
    expect(d.exchanges_completed).toBe(2);
    expect(d.series).toHaveLength(30);
    const day = (date: string) => d.series.find((p) => p.date === date);
    expect(day('2030-03-10')).toEqual({
      date: '2030-03-10',
      orders: 1,
      gmv: 1_000_000,
      revenue: 50_000,
      new_members: 1,
      auctions_completed: 0,
      exchanges_completed: 1,
      wallet_in: 0,
      wallet_out: 0,
    });
    expect(day('2030-03-12')).toEqual({
      date: '2030-03-12',
      orders: 0,
      gmv: 2_000_000,
      revenue: 200_000,
      new_members: 1,
      auctions_completed: 1,
      exchanges_completed: 1,
      wallet_in: 0,
      wallet_out: 100_000,
    });
  });

  it('follows the period picker: 90 days reach the January order, 7 days start on 08/03', async () => {
    const d90 = await call<AdminDashboard>(t.app, 'GET', '/api/v1/admin/dashboard?days=90', { token: admin });
    expect(d90.status).toBe(200);
    expect(d90.body.series).toHaveLength(90);
    expect(d90.body.from).toBe('2029-12-15');
    expect(d90.body.gmv).toBe(3_700_000);
    expect(d90.body.orders_total).toBe(6);
    expect(d90.body.revenue.total).toBe(280_000);
    const d7 = await call<AdminDashboard>(t.app, 'GET', '/api/v1/admin/dashboard?days=7', { token: admin });
    expect(d7.body.from).toBe('2030-03-08');
    expect(d7.body.orders_total).toBe(4);
    // the default is 30 days
    const dflt = await call<AdminDashboard>(t.app, 'GET', '/api/v1/admin/dashboard', { token: admin });
    expect(dflt.body.days).toBe(30);
  });

  it('refuses another period with a Vietnamese message', async () => {
    const res = await call(t.app, 'GET', '/api/v1/admin/dashboard?days=14', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('7, 30 hoặc 90 ngày');
  });

  it('is for admins only: moderators, sellers and members are refused, guests asked to sign in', async () => {
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard')).status).toBe(401);
    for (const token of [moderator, seller, member]) {
      const res = await call(t.app, 'GET', '/api/v1/admin/dashboard', { token });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Chỉ quản trị viên mới xem được số liệu toàn sàn');
    }
  });
});
