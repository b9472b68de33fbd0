import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auctions } from '../../src/modules/auctions/index.js';
import { kits } from '../../src/modules/kits/index.js';
import { call, runJobs, type TestApp } from '../helpers.js';
import { createUser, tokenFor } from '../fixtures.js';
import { createKit, createSeller } from './storefront.js';

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A request body that passes the shared rule: starts in 2 days, lasts 1 day. */
export function requestBody(t: TestApp, kitId: string, over: Record<string, unknown> = {}) {
  return {
    kit_id: kitId,
    starting_price: 1_000_000,
    bid_increment: 50_000,
    buy_now_price: null,
    start_at: new Date(t.clock.now().getTime() + 2 * DAY).toISOString(),
    duration_days: 1,
    ...over,
  };
}

export async function moderator(t: TestApp) {
  const user = await createUser(t, { role: 'moderator' });
  return { user, token: await tokenFor(t, user) };
}

/** A seller with an `in_store` kit (with a photo) on the given plan. */
export async function auctionSeller(t: TestApp, plan: 'trial' | 'upgrade' | 'unlimited' = 'unlimited') {
  const s = await createSeller(t, { plan });
  const kit = await createKit(t, s.user.id, { status: 'in_store', name: 'MG Sazabi Ver.Ka' });
  return { ...s, kit };
}

/** Request → approval: the auction id, still `scheduled`. */
export async function scheduledAuction(t: TestApp, over: Record<string, unknown> = {}, mod?: { token: string }) {
  const seller = await auctionSeller(t);
  const req = await call(t.app, 'POST', '/api/v1/shop/auction-requests', {
    token: seller.token,
    body: requestBody(t, seller.kit.id, over),
  });
  expect(req.status, JSON.stringify(req.body)).toBe(201);
  const m = mod ?? (await moderator(t));
  const ok = await call(t.app, 'POST', `/api/v1/moderator/auction-requests/${req.body.id}/approve`, { token: m.token });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  return { seller, requestId: req.body.id as string, auctionId: ok.body.auction_id as string };
}

/** A scheduled auction whose start time came and whose start job ran: `active`. */
export async function liveAuction(t: TestApp, over: Record<string, unknown> = {}) {
  const s = await scheduledAuction(t, over);
  const [a] = await t.database.db.select().from(auctions).where(eq(auctions.id, s.auctionId));
  t.clock.set(a!.startAt);
  await runJobs(t);
  return { ...s, auction: (await auctionRow(t, s.auctionId))! };
}

export async function auctionRow(t: TestApp, id: string) {
  const [a] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
  return a!;
}

export async function kitStatus(t: TestApp, id: string) {
  const [k] = await t.database.db.select({ status: kits.status, ownerId: kits.ownerId }).from(kits).where(eq(kits.id, id));
  return k!;
}

export const join = (t: TestApp, token: string, id: string) => call(t.app, 'POST', `/api/v1/auctions/${id}/participants`, { token });
export const bid = (t: TestApp, token: string, id: string, max: number) =>
  call(t.app, 'POST', `/api/v1/auctions/${id}/bids`, { token, body: { max_amount: max } });
