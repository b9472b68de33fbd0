import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../db/schema.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { createUser, FIXTURE_PASSWORD, signedInUser, tokenFor } from '../../../test/fixtures.js';
import { verifyPassword } from '../auth/index.js';

const FULL_KEYS = [
  'avatar_url',
  'created_at',
  'email',
  'email_verified',
  'full_name',
  'id',
  'phone_number',
  'phone_number_verified',
  'role',
];
const PUBLIC_KEYS = ['avatar_url', 'created_at', 'full_name', 'id'];

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const nameOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.fullName;

  it('gives a signed-in member their own user object, without any password hash', async () => {
    const { user, token } = await signedInUser(t, { fullName: 'Trần Minh Khoa', phoneNumber: '0912345678' });
    const r = await call(t.app, 'GET', '/api/v1/users/me', { token });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(FULL_KEYS);
    expect(r.body).toMatchObject({
      id: user.id,
      full_name: 'Trần Minh Khoa',
      email: user.email,
      phone_number: '0912345678',
      role: 'member',
    });
    expect(r.raw.body).not.toContain('argon2');
  });

  it('refuses a guest and a bad token with 401', async () => {
    expect((await call(t.app, 'GET', '/api/v1/users/me')).status).toBe(401);
    const r = await call(t.app, 'GET', '/api/v1/users/me', { token: 'not-a-jwt' });
    expect(r.status).toBe(401);
    expect(r.body.error.message).toMatch(/không hợp lệ/);
  });

  it('shows only the public profile to another member and to a guest, the full object to staff', async () => {
    const owner = await createUser(t, { phoneNumber: '0987654321' });
    const other = await signedInUser(t);
    const moderator = await signedInUser(t, { role: 'moderator' });

    const asOther = await call(t.app, 'GET', `/api/v1/users/${owner.id}`, { token: other.token });
    expect(asOther.status).toBe(200);
    expect(Object.keys(asOther.body).sort()).toEqual(PUBLIC_KEYS);
    expect(asOther.raw.body).not.toContain(owner.email);

    const asGuest = await call(t.app, 'GET', `/api/v1/users/${owner.id}`);
    expect(asGuest.status).toBe(200);
    expect(Object.keys(asGuest.body).sort()).toEqual(PUBLIC_KEYS);
    expect(asGuest.body.full_name).toBe(owner.fullName);

    const asStaff = await call(t.app, 'GET', `/api/v1/users/${owner.id}`, { token: moderator.token });
    expect(Object.keys(asStaff.body).sort()).toEqual(FULL_KEYS);
    expect(asStaff.body.phone_number).toBe('0987654321');

    const self = await signedInUser(t);
    const asSelf = await call(t.app, 'GET', `/api/v1/users/${self.user.id}`, { token: self.token });
    expect(asSelf.body.email).toBe(self.user.email);
  });

  it('answers 404 for an unknown member, 400 for a malformed id and 401 for a bad token on the public profile', async () => {
    const unknown = await call(t.app, 'GET', '/api/v1/users/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Không tìm thấy người dùng');
    const malformed = await call(t.app, 'GET', '/api/v1/users/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('validation_failed');
    const owner = await createUser(t);
    expect((await call(t.app, 'GET', `/api/v1/users/${owner.id}`, { token: 'garbage' })).status).toBe(401);
  });

  it('lets a member rename themself, trimming the name', async () => {
    const { user, token } = await signedInUser(t);
    const r = await call(t.app, 'PUT', `/api/v1/users/${user.id}`, { token, body: { full_name: '  Lê Thị Hồng Nhung  ' } });
    expect(r.status).toBe(200);
    expect(r.body.full_name).toBe('Lê Thị Hồng Nhung');
    expect(await nameOf(user.id)).toBe('Lê Thị Hồng Nhung');
  });

  it.each([
    ['a missing name', {}, 'full_name', /Vui lòng nhập họ và tên/],
    ['a name of the wrong type', { full_name: 42 }, 'full_name', /Vui lòng nhập họ và tên/],
    ['a one-letter name', { full_name: 'A' }, 'full_name', /Họ và tên tối thiểu 2 ký tự/],
    ['an overlong name', { full_name: 'x'.repeat(101) }, 'full_name', /Họ và tên tối đa 100 ký tự/],
    ['an extra field', { full_name: 'Tên Hợp Lệ', role: 'admin' }, '', /không được nhận dạng: "role"/],
  ])('refuses %s with a Vietnamese 400 and changes nothing', async (_what, body, field, message) => {
    const { user, token } = await signedInUser(t, { fullName: 'Tên Ban Đầu' });
    const r = await call(t.app, 'PUT', `/api/v1/users/${user.id}`, { token, body });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    expect(r.body.error.message).toMatch(message);
    if (field) expect(r.body.error.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await nameOf(user.id)).toBe('Tên Ban Đầu');
    const roles = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(roles[0]!.role).toBe('member');
  });

  it('refuses to rename another member (403), staff included, and a guest (401)', async () => {
    const victim = await createUser(t, { fullName: 'Nạn Nhân' });
    const other = await signedInUser(t);
    const admin = await signedInUser(t, { role: 'admin' });
    for (const token of [other.token, admin.token]) {
      const r = await call(t.app, 'PUT', `/api/v1/users/${victim.id}`, { token, body: { full_name: 'Bị Đổi Tên' } });
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe('forbidden');
    }
    expect((await call(t.app, 'PUT', `/api/v1/users/${victim.id}`, { body: { full_name: 'Bị Đổi Tên' } })).status).toBe(401);
    expect(await nameOf(victim.id)).toBe('Nạn Nhân');
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists the live sessions and marks the caller’s own', async () => {
    const { user, token } = await signedInUser(t);
    await tokenFor(t, user);
    const revoked = await tokenFor(t, user);
    const me = await call(t.app, 'GET', `/api/v1/users/${user.id}/sessions`, { token: revoked });
    const revokedId = me.body.find((s: { current: boolean }) => s.current).id as string;
    await t.database.db.update(authSessions).set({ revokedAt: t.clock.now() }).where(eq(authSessions.id, revokedId));

    const r = await call(t.app, 'GET', `/api/v1/users/${user.id}/sessions`, { token });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(2);
    expect(r.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(r.body.map((s: { id: string }) => s.id)).not.toContain(revokedId);
    expect(Object.keys(r.body[0]).sort()).toEqual(['created_at', 'current', 'id', 'ip', 'last_used_at', 'user_agent']);
  });

  it('signs out another device: its token stops working at once, the caller stays signed in', async () => {
    const { user, token } = await signedInUser(t);
    const otherDevice = await tokenFor(t, user);
    const list = await call(t.app, 'GET', `/api/v1/users/${user.id}/sessions`, { token });
    const other = list.body.find((s: { current: boolean }) => !s.current);

    const r = await call(t.app, 'DELETE', `/api/v1/users/${user.id}/sessions/${other.id}`, { token });
    expect(r.status).toBe(204);
    expect((await call(t.app, 'GET', '/api/v1/users/me', { token: otherDevice })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/users/me', { token })).status).toBe(200);
    const [row] = await t.database.db.select().from(authSessions).where(eq(authSessions.id, other.id));
    expect(row!.revokedReason).toBe('signed_out_by_user');

    const again = await call(t.app, 'DELETE', `/api/v1/users/${user.id}/sessions/${other.id}`, { token });
    expect(again.status).toBe(404);
  });

  it('cannot list or end another member’s sessions', async () => {
    const victim = await signedInUser(t);
    const attacker = await signedInUser(t);
    const victimSessions = await call(t.app, 'GET', `/api/v1/users/${victim.user.id}/sessions`, { token: victim.token });
    const victimSessionId = victimSessions.body[0].id as string;

    expect((await call(t.app, 'GET', `/api/v1/users/${victim.user.id}/sessions`, { token: attacker.token })).status).toBe(403);
    expect(
      (await call(t.app, 'DELETE', `/api/v1/users/${victim.user.id}/sessions/${victimSessionId}`, { token: attacker.token })).status,
    ).toBe(403);
    // through the attacker's own path: not theirs, so not found
    const viaOwn = await call(t.app, 'DELETE', `/api/v1/users/${attacker.user.id}/sessions/${victimSessionId}`, { token: attacker.token });
    expect(viaOwn.status).toBe(404);
    expect(viaOwn.body.error.message).toBe('Không tìm thấy phiên đăng nhập');
    expect((await call(t.app, 'GET', '/api/v1/users/me', { token: victim.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/v1/users/${victim.user.id}/sessions`)).status).toBe(401);
  });
});

describe('password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const NEW_PASSWORD = 'ZakuXanh2026';
  const hashOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;
  const liveSessions = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    ).length;

  it('changes the password, signs out every other session and keeps the caller’s', async () => {
    const { user, token } = await signedInUser(t);
    const phone = await tokenFor(t, user);
    const laptop = await tokenFor(t, user);
    const stranger = await signedInUser(t);

    const r = await call(t.app, 'POST', `/api/v1/users/${user.id}/password`, {
      token,
      body: { current_password: FIXTURE_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(r.status).toBe(204);
    expect(r.raw.body).toBe('');

    expect((await call(t.app, 'GET', '/api/v1/users/me', { token: phone })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/users/me', { token: laptop })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/users/me', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/users/me', { token: stranger.token })).status).toBe(200);
    expect(await liveSessions(user.id)).toBe(1);
    const reasons = await t.database.db
      .select({ reason: authSessions.revokedReason })
      .from(authSessions)
      .where(eq(authSessions.userId, user.id));
    expect(reasons.map((x) => x.reason).sort()).toEqual([null, 'password_changed', 'password_changed']);

    const hash = (await hashOf(user.id))!;
    expect(await verifyPassword(hash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, FIXTURE_PASSWORD)).toBe(false);
  });

  it('refuses a wrong current password in Vietnamese and revokes nothing', async () => {
    const { user, token } = await signedInUser(t);
    const other = await tokenFor(t, user);
    const before = await hashOf(user.id);
    const r = await call(t.app, 'POST', `/api/v1/users/${user.id}/password`, {
      token,
      body: { current_password: 'SaiMatKhau99', new_password: NEW_PASSWORD },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'invalid_credentials', message: 'Mật khẩu hiện tại không đúng' });
    expect(await hashOf(user.id)).toBe(before);
    expect((await call(t.app, 'GET', '/api/v1/users/me', { token: other })).status).toBe(200);
  });

  it.each([
    ['a weak new password', { current_password: FIXTURE_PASSWORD, new_password: 'abcdefgh' }, 'new_password'],
    ['a common new password', { current_password: FIXTURE_PASSWORD, new_password: 'Gundam2026' }, 'new_password'],
    ['a too long new password', { current_password: FIXTURE_PASSWORD, new_password: `a1${'x'.repeat(71)}` }, 'new_password'],
    ['the same password again', { current_password: FIXTURE_PASSWORD, new_password: FIXTURE_PASSWORD }, 'new_password'],
    ['a missing current password', { new_password: NEW_PASSWORD }, 'current_password'],
    ['an extra field', { current_password: FIXTURE_PASSWORD, new_password: NEW_PASSWORD, user_id: 'x' }, ''],
  ])('refuses %s with 400 and keeps the old password', async (_what, body, field) => {
    const { user, token } = await signedInUser(t);
    const before = await hashOf(user.id);
    const r = await call(t.app, 'POST', `/api/v1/users/${user.id}/password`, { token, body });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    if (field) expect(r.body.error.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await hashOf(user.id)).toBe(before);
  });

  it('lets an account created with Google set a first password without a current one', async () => {
    const { user, token } = await signedInUser(t, { passwordHash: null });
    const r = await call(t.app, 'POST', `/api/v1/users/${user.id}/password`, { token, body: { new_password: NEW_PASSWORD } });
    expect(r.status).toBe(204);
    expect(await verifyPassword((await hashOf(user.id))!, NEW_PASSWORD)).toBe(true);
  });

  it('refuses to change another member’s password (403), staff included, and a guest (401)', async () => {
    const victim = await createUser(t);
    const before = await hashOf(victim.id);
    const admin = await signedInUser(t, { role: 'admin' });
    const body = { current_password: FIXTURE_PASSWORD, new_password: NEW_PASSWORD };
    expect((await call(t.app, 'POST', `/api/v1/users/${victim.id}/password`, { token: admin.token, body })).status).toBe(403);
    expect((await call(t.app, 'POST', `/api/v1/users/${victim.id}/password`, { body })).status).toBe(401);
    expect(await hashOf(victim.id)).toBe(before);
  });
});
