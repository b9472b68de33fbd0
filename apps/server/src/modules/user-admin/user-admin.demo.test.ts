import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { createUser, FIXTURE_PASSWORD, tokenFor } from '../../../test/fixtures.js';
import { signIn } from '../../../test/support/auth.js';
import { DEMO_LOCKED, loadDemoBackOffice } from '../../demo/demo-user-admin.js';
import { hashPassword } from '../auth/index.js';

describe('demo data for user management', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('a locked member who cannot sign in (and is told why), and a warning in a member’s history', async () => {
    const moderator = await createUser(t, { email: 'moderator@chogundam.vn', role: 'moderator', fullName: 'Kiểm duyệt viên Minh' });
    const warned = await createUser(t, { email: 'member2@chogundam.vn' });
    await loadDemoBackOffice(t.app.ctx, await hashPassword(FIXTURE_PASSWORD), () => undefined);

    const refused = await signIn(t, DEMO_LOCKED.email, FIXTURE_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('không giao hàng');

    const token = await tokenFor(t, moderator);
    const locked = await call(t.app, 'GET', '/api/v1/moderator/users?status=locked', { token });
    expect(locked.body.items.map((u: { email: string }) => u.email)).toEqual([DEMO_LOCKED.email]);
    const lockedDetail = await call(t.app, 'GET', `/api/v1/moderator/users/${locked.body.items[0].id}`, { token });
    expect(lockedDetail.body.user).toMatchObject({ status: 'locked', locked_by_name: 'Kiểm duyệt viên Minh' });
    expect(lockedDetail.body.audit.map((a: { action: string }) => a.action)).toEqual(['member.lock']);

    const detail = await call(t.app, 'GET', `/api/v1/moderator/users/${warned.id}`, { token });
    expect(detail.body.audit).toMatchObject([{ action: 'member.warn', actor_name: 'Kiểm duyệt viên Minh' }]);
  });
});
