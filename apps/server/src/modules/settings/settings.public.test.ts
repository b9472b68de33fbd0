import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_SETTING_DEFAULTS, PUBLIC_PLATFORM_SETTING_KEYS } from '@cho-gundam/contracts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';

// `GET /settings/public`: the values a member may know, for anyone, read-only, following the admin's changes.
describe('public platform settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T03:00:00Z' });
  });
  afterAll(async () => t.close());

  it('answers the defaults to a guest, then the admin’s new values; the internal threshold is never shown', async () => {
    const first = await call(t.app, 'GET', '/api/v1/settings/public');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual([...PUBLIC_PLATFORM_SETTING_KEYS].sort());
    expect(first.body.order_confirm_hours).toBe(PLATFORM_SETTING_DEFAULTS.order_confirm_hours);
    expect(first.body).not.toHaveProperty('withdrawal_admin_threshold');

    const admin = await signedInUser(t, { role: 'admin' });
    const put = await call(t.app, 'PUT', '/api/v1/admin/settings', {
      token: admin.token,
      body: { order_confirm_hours: 24, auction_deposit_rate_bps: 2_000, reason: 'Rút ngắn hạn xác nhận' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const after = await call(t.app, 'GET', '/api/v1/settings/public');
    expect(after.body).toMatchObject({ order_confirm_hours: 24, auction_deposit_rate_bps: 2_000 });
    expect(after.headers['cache-control']).toBe('no-cache');
    // read-only: nobody writes through it
    const member = await signedInUser(t);
    expect((await call(t.app, 'PUT', '/api/v1/settings/public', { token: member.token, body: { order_confirm_hours: 1 } })).status).toBe(
      404,
    );
  });
});
