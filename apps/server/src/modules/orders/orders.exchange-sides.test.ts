import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { trader, tradeInPackaging } from '../../../test/support/exchanges.js';

/**
 * `GET /orders?side=sent|received|all` (issue 10): a member sees the exchange parcels it sends
 * (the order's seller, without being a shop) as well as those it receives; nobody else sees them.
 */
describe('member exchange orders, both sides', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-10-01T02:00:00.000Z' });
  });
  afterAll(async () => t.close());

  const list = async (token: string, query: string) => {
    const r = await call(t.app, 'GET', `/api/v1/orders?${query}`, { token });
    expect(r.status).toBe(200);
    return r.body as { items: { id: string; type: string }[]; total: number; counts: Record<string, number> };
  };

  it('each side lists the parcel it sends and the one it receives; a third member sees none of them', async () => {
    const { a, b, toPoster, toOfferer } = await tradeInPackaging(t, null);
    // a (the poster, a plain member) sends the parcel to the offerer and receives the one to the poster
    expect((await list(a.token, 'side=sent')).items.map((o) => o.id)).toEqual([toOfferer]);
    expect((await list(a.token, 'side=received')).items.map((o) => o.id)).toEqual([toPoster]);
    const both = await list(a.token, 'side=all&status=packaging');
    expect(both.items.map((o) => o.id).sort()).toEqual([toPoster, toOfferer].sort());
    expect(both.total).toBe(2);
    expect(both.counts).toMatchObject({ all: 2, packaging: 2 });
    expect((await list(b.token, 'side=sent')).items.map((o) => o.id)).toEqual([toPoster]);
    // without `side`, a member's list stays the buyer's (unchanged), and role=seller stays for shops
    expect((await list(a.token, 'type=exchange')).items.map((o) => o.id)).toEqual([toPoster]);
    const shopOnly = await call(t.app, 'GET', '/api/v1/orders?role=seller&type=exchange', { token: a.token });
    expect(shopOnly.status).toBe(403);

    const c = await trader(t, 0);
    for (const side of ['sent', 'received', 'all']) expect((await list(c.token, `side=${side}`)).total).toBe(0);
    const peek = await call(t.app, 'GET', `/api/v1/orders/${toPoster}`, { token: c.token });
    expect(peek.status).toBe(404);
  });

  it('refuses an unknown side in Vietnamese', async () => {
    const c = await trader(t, 0);
    const r = await call(t.app, 'GET', '/api/v1/orders?side=other', { token: c.token });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain('Chiều đơn trao đổi');
  });
});
