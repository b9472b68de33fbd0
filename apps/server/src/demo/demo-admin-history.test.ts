import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_SETTING_DEFAULTS } from '@cho-gundam/contracts';
import { users } from '../db/schema.js';
import { call, createTestApp, type TestApp } from '../../test/helpers.js';
import { tokenFor } from '../../test/fixtures.js';
import { loadDemoData } from './demo-data.js';

/** admin@ finds a month of settings and plan changes; moderator@ finds a reported exchange post (docs/seed-coverage.md). */
describe('demo data: the admin’s history and a reported exchange post', () => {
  let t: TestApp;
  const tokenOf = async (email: string) => {
    const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
    return tokenFor(t, u!);
  };
  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t.app.ctx, () => undefined);
  }, 240_000);
  afterAll(async () => t.close());

  it('past settings changes in the history and plan edits in the audit log, every value back to today’s', async () => {
    const admin = await tokenOf('admin@chogundam.vn');
    const history = await call(t.app, 'GET', '/api/v1/admin/settings/history?page_size=50', { token: admin });
    expect(history.status).toBe(200);
    expect(history.body.total).toBeGreaterThanOrEqual(4);
    const reasons = history.body.items.map((i: { reason: string | null }) => i.reason);
    expect(reasons).toContain('Miễn phí sàn trong chương trình khuyến mãi cuối năm');
    expect(history.body.items.every((i: { changed_by_name: string | null }) => i.changed_by_name === 'Quản trị Chợ Gundam')).toBe(true);
    const now = await call(t.app, 'GET', '/api/v1/admin/settings', { token: admin });
    expect(now.body.values).toEqual(PLATFORM_SETTING_DEFAULTS);

    const audit = await call(t.app, 'GET', '/api/v1/moderator/audit-log?page_size=100', { token: admin });
    const actions = audit.body.items.map((r: { action: string }) => r.action);
    expect(actions.filter((a: string) => a === 'settings.update').length).toBeGreaterThanOrEqual(4);
    expect(actions.filter((a: string) => a === 'plan.update').length).toBe(2);
  });

  it('an exchange post waits in the moderator’s flag queue', async () => {
    const mod = await tokenOf('moderator@chogundam.vn');
    const q = await call(t.app, 'GET', '/api/v1/moderator/flags?target_type=exchange_post', { token: mod });
    expect(q.status).toBe(200);
    expect(q.body.items).toHaveLength(1);
    expect(q.body.items[0]).toMatchObject({ status: 'open', count: 1, target: { type: 'exchange_post', hidden: false } });
    expect(q.body.items[0].target.image_url).toBeTruthy();
  });
});
