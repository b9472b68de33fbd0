import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { call, createTestApp, type TestApp } from '../../test/helpers.js';
import { tokenFor } from '../../test/fixtures.js';
import { expectLedgerClean } from '../../test/support/ledger.js';
import { loadDemoData } from './demo-data.js';

/** moderator@ signs in to real work: an open complaint with both sides' words, a pending withdrawal (docs/seed-coverage.md). */
describe('demo data: the moderator’s money queues', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t.app.ctx, () => undefined);
    const [mod] = await t.database.db.select().from(users).where(eq(users.email, 'moderator@chogundam.vn'));
    token = await tokenFor(t, mod!);
  }, 240_000);
  afterAll(async () => t.close());

  it('an open complaint with the buyer’s photo and words and the seller’s answer; its order in the order list', async () => {
    const q = await call(t.app, 'GET', '/api/v1/moderator/complaints', { token });
    expect(q.status).toBe(200);
    expect(q.body.total).toBeGreaterThanOrEqual(1);
    const c = q.body.items[0];
    expect(c).toMatchObject({ status: 'open', order: { status: 'delivered', buyer: { full_name: 'Lê Hoàng Cường' } } });
    expect(c.image_urls.length).toBeGreaterThan(0);
    expect(c.seller_response).toContain('video đóng gói');
    const list = await call(t.app, 'GET', `/api/v1/moderator/orders?q=${c.order.code}`, { token });
    expect(list.body.items[0]).toMatchObject({ id: c.order.id, complaint_status: 'open' });
  });

  it('a pending withdrawal in the queue, and the ledger reconciles', async () => {
    const w = await call(t.app, 'GET', '/api/v1/moderator/withdrawals?status=pending', { token });
    expect(w.status).toBe(200);
    expect(w.body.items.some((x: any) => x.amount === 500_000 && x.status === 'pending')).toBe(true);
    const r = await call(t.app, 'GET', '/api/v1/moderator/ledger/reconciliation', { token });
    expect(r.body).toMatchObject({ clean: true, problems: [] });
    await expectLedgerClean(t);
  });
});
