import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { listen, openStream, type SseEvent } from '../../../test/support/notifications.js';
import { buyer } from '../../../test/support/orders.js';
import { bid, join, liveAuction, scheduledAuction } from '../../../test/support/auctions.js';

/**
 * The public live stream of an auction over a real socket: every bid arrives once, in order, with
 * masked names only; a page that reconnects with Last-Event-ID gets exactly what it missed, then
 * the live events; another auction's watchers hear nothing of it.
 */
describe('auction live stream', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-04-01T02:00:00.000Z' });
    baseUrl = await listen(t.app);
  });
  afterAll(async () => t.close());

  const path = (id: string, q = '') => `/api/v1/auctions/${id}/stream${q}`;
  const bidsOf = (events: SseEvent[]) => events.filter((e) => e.event === 'bid');

  it('pushes each bid once, in order, with figures and masked names only; a reconnect replays exactly what was missed', async () => {
    const s = await liveAuction(t);
    // another auction (scheduled: creating a live one would move the test clock past this one's end)
    const other = await scheduledAuction(t);
    const a = await buyer(t);
    const b = await buyer(t);
    expect((await join(t, a.token, s.auctionId)).status).toBe(200);
    expect((await join(t, b.token, s.auctionId)).status).toBe(200);
    const detail = await call(t.app, 'GET', `/api/v1/auctions/${s.auctionId}`);
    const watch = await openStream(baseUrl, null, { path: path(s.auctionId, `?after=${detail.body.last_event_id}`) });
    const elsewhere = await openStream(baseUrl, null, { path: path(other.auctionId) });
    try {
      expect(watch.status).toBe(200);
      expect(watch.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await watch.waitFor((e) => e.event === 'hello');
      await elsewhere.waitFor((e) => e.event === 'hello');

      const opening = await bid(t, a.token, s.auctionId, 1_200_000);
      expect(opening.status, JSON.stringify(opening.body)).toBe(200);
      expect((await bid(t, b.token, s.auctionId, 1_100_000)).status).toBe(200);
      await watch.waitFor((e) => e.event === 'bid' && JSON.parse(e.data).current_price === 1_150_000, 10_000);
      const first = bidsOf(watch.events);
      expect(first.map((e) => JSON.parse(e.data).current_price)).toEqual([1_000_000, 1_150_000]);
      const ids = first.map((e) => Number(e.id));
      expect(ids[1]).toBe(ids[0]! + 1);
      // figures and masked names only: no e-mail, full name or phone number on the public stream
      for (const who of [a.user, b.user]) {
        expect(watch.raw).not.toContain(who.email);
        expect(watch.raw).not.toContain(who.fullName);
      }
      expect(JSON.parse(first[1]!.data).lines.map((l: { bidder: string }) => l.bidder)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\S\*\*\*\S$/)]),
      );
      expect(bidsOf(elsewhere.events)).toHaveLength(0);

      // the page loses its connection; two bids happen meanwhile; it reconnects with the last id it saw
      watch.close();
      const lastSeen = ids[1]!;
      await bid(t, b.token, s.auctionId, 1_300_000);
      await bid(t, a.token, s.auctionId, 1_500_000);
      const again = await openStream(baseUrl, null, { path: path(s.auctionId), headers: { 'last-event-id': String(lastSeen) } });
      try {
        await again.waitFor((e) => e.event === 'bid' && Number(e.id) === lastSeen + 2, 10_000);
        await bid(t, b.token, s.auctionId, 1_600_000);
        await again.waitFor((e) => e.event === 'bid' && Number(e.id) === lastSeen + 3, 10_000);
        const got = bidsOf(again.events).map((e) => Number(e.id));
        expect(got).toEqual([lastSeen + 1, lastSeen + 2, lastSeen + 3]);
        const live = await call(t.app, 'GET', `/api/v1/auctions/${s.auctionId}`);
        expect(JSON.parse(bidsOf(again.events).at(-1)!.data).current_price).toBe(live.body.current_price);
      } finally {
        again.close();
      }
    } finally {
      watch.close();
      elsewhere.close();
    }
  });

  it('an unknown auction is a 404 in our error shape, not a stream', async () => {
    const res = await fetch(`${baseUrl}${path('00000000-0000-4000-8000-000000000000')}`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Không tìm thấy phiên đấu giá');
  });
});
