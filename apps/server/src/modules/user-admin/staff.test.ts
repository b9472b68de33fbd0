import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { signedInUser, tokenFor } from '../../../test/fixtures.js';
import { signIn, STRONG_PASSWORD, TEST_START, VIETNAMESE } from '../../../test/support/auth.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/servers.js';
import { staffAuditLog, users } from '../../db/schema.js';
import { membersService } from './members.service.js';
import { staffService } from './staff.service.js';

const STAFF = '/api/v1/admin/staff';

describe('admin staff accounts', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'http://cho-gundam.test' }, now: TEST_START });
    admin = await signedInUser(t, { role: 'admin', fullName: 'Quản Trị Gốc' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The set-password link of the newest mail to `email`, sent through the real SMTP catcher. */
  async function invitationToken(email: string) {
    await runJobs(t);
    const mail = smtp.to(email).at(-1);
    expect(mail, `no invitation reached ${email}`).toBeDefined();
    expect(mail!.subject).toBe('Lời mời tham gia đội ngũ Chợ Gundam');
    const m = /http:\/\/cho-gundam\.test\/member\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(mail!.text);
    expect(m, 'no set-password link in the invitation').not.toBeNull();
    return decodeURIComponent(m![1]!);
  }

  it('creates a moderator by e-mail, who sets a password from the invitation link once and signs in', async () => {
    const res = await call(t.app, 'POST', STAFF, {
      token: admin.token,
      body: { email: 'Moi.KiemDuyet@Example.vn', full_name: 'Kiểm Duyệt Mới', role: 'moderator' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'moi.kiemduyet@example.vn', role: 'moderator', status: 'active', invitation_pending: true });
    // no password yet: sign-in is refused like any wrong password
    expect((await signIn(t, 'moi.kiemduyet@example.vn', STRONG_PASSWORD)).status).toBe(401);

    const token = await invitationToken('moi.kiemduyet@example.vn');
    const check = await call(t.app, 'POST', '/api/v1/auth/password-setup/check', { body: { token } });
    expect(check.body).toEqual({ email: 'moi.kiemduyet@example.vn', full_name: 'Kiểm Duyệt Mới' });
    const weak = await call(t.app, 'POST', '/api/v1/auth/password-setup', { body: { token, password: 'abc' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toMatch(VIETNAMESE);
    const set = await call(t.app, 'POST', '/api/v1/auth/password-setup', { body: { token, password: STRONG_PASSWORD } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ email: 'moi.kiemduyet@example.vn' });
    // single use
    const again = await call(t.app, 'POST', '/api/v1/auth/password-setup', { body: { token, password: 'Khac-Hoan-Toan-9' } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('setup_token_invalid');

    const login = await signIn(t, 'moi.kiemduyet@example.vn', STRONG_PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('moderator');
    expect((await call(t.app, 'GET', '/api/v1/moderator/users', { token: login.body.access_token })).status).toBe(200);
    // a moderator is refused the admin-only endpoints
    const refused = await call(t.app, 'GET', STAFF, { token: login.body.access_token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(VIETNAMESE);

    const list = await call(t.app, 'GET', `${STAFF}?q=kiem duyet moi`, { token: admin.token });
    expect(list.body.items).toMatchObject([{ email: 'moi.kiemduyet@example.vn', invitation_pending: false }]);
    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, res.body.id));
    expect(audit).toMatchObject([{ action: 'staff.create', actorId: admin.user.id }]);
  });

  it('an invitation link expires, and a new one replaces the old one', async () => {
    const res = await call(t.app, 'POST', STAFF, {
      token: admin.token,
      body: { email: 'het.han@example.vn', full_name: 'Hết Hạn', role: 'admin' },
    });
    expect(res.status).toBe(201);
    const first = await invitationToken('het.han@example.vn');
    const resent = await call(t.app, 'POST', `${STAFF}/${res.body.id}/invite`, { token: admin.token });
    expect(resent.status).toBe(200);
    const second = await invitationToken('het.han@example.vn');
    expect(second).not.toBe(first);
    expect((await call(t.app, 'POST', '/api/v1/auth/password-setup/check', { body: { token: first } })).status).toBe(400);
    t.clock.advance(73 * 3_600_000);
    const late = await call(t.app, 'POST', '/api/v1/auth/password-setup', { body: { token: second, password: STRONG_PASSWORD } });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toMatch(/hết hạn/);
    // the admin's own access token expired with the clock's jump
    admin = { ...admin, token: await tokenFor(t, admin.user) };
  });

  it('refuses an e-mail that already has an account, and non-staff roles', async () => {
    const member = await signedInUser(t);
    const dup = await call(t.app, 'POST', STAFF, {
      token: admin.token,
      body: { email: member.user.email, full_name: 'Trùng Email', role: 'moderator' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toMatch(VIETNAMESE);
    const bad = await call(t.app, 'POST', STAFF, {
      token: admin.token,
      body: { email: 'x@example.vn', full_name: 'Sai Vai Trò', role: 'seller' },
    });
    expect(bad.status).toBe(400);
    for (const who of [member, await signedInUser(t, { role: 'moderator' })]) {
      expect(
        (await call(t.app, 'POST', STAFF, { token: who.token, body: { email: 'y@example.vn', full_name: 'Không Được', role: 'admin' } }))
          .status,
      ).toBe(403);
    }
    expect((await call(t.app, 'GET', STAFF)).status).toBe(401);
  });

  it('disables a staff account (signed out at once), enables it, changes its role; every step audited', async () => {
    const mod = await signedInUser(t, { role: 'moderator' });
    const off = await call(t.app, 'POST', `${STAFF}/${mod.user.id}/disable`, {
      token: admin.token,
      body: { reason: 'Nghỉ việc từ hôm nay' },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'locked', locked_reason: 'Nghỉ việc từ hôm nay' });
    expect((await call(t.app, 'GET', '/api/v1/moderator/users', { token: mod.token })).status).toBe(401);
    const login = await signIn(t, mod.user.email, 'MatKhau#2026');
    expect(login.status).toBe(403);
    expect(login.body.error.message).toContain('Nghỉ việc từ hôm nay');

    expect((await call(t.app, 'POST', `${STAFF}/${mod.user.id}/enable`, { token: admin.token })).status).toBe(200);
    expect((await signIn(t, mod.user.email, 'MatKhau#2026')).status).toBe(200);

    const up = await call(t.app, 'POST', `${STAFF}/${mod.user.id}/role`, { token: admin.token, body: { role: 'admin' } });
    expect(up.status).toBe(200);
    expect(up.body.role).toBe('admin');
    // the role is read on every request: the same token now reaches admin pages
    expect((await call(t.app, 'GET', STAFF, { token: (await signIn(t, mod.user.email, 'MatKhau#2026')).body.access_token })).status).toBe(
      200,
    );

    const actions = (await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, mod.user.id))).map((r) => r.action);
    expect(actions.sort()).toEqual(['staff.disable', 'staff.enable', 'staff.role']);
  });

  it('an admin cannot disable or demote themselves; a member is not a staff account', async () => {
    const self = await call(t.app, 'POST', `${STAFF}/${admin.user.id}/disable`, { token: admin.token, body: { reason: 'Tự vô hiệu hóa' } });
    expect(self.status).toBe(403);
    expect((await call(t.app, 'POST', `${STAFF}/${admin.user.id}/role`, { token: admin.token, body: { role: 'moderator' } })).status).toBe(
      403,
    );
    const member = await signedInUser(t);
    expect((await call(t.app, 'POST', `${STAFF}/${member.user.id}/role`, { token: admin.token, body: { role: 'admin' } })).status).toBe(
      404,
    );
  });

  it('never removes the last active admin, even for a request that passed the gate as admin a moment earlier', async () => {
    // a world of exactly two active admins: A and B
    await t.database.db.update(users).set({ status: 'locked', lockedReason: 'dọn dẹp' }).where(eq(users.role, 'admin'));
    const a = await signedInUser(t, { role: 'admin' });
    const b = await signedInUser(t, { role: 'admin' });
    expect((await call(t.app, 'POST', `${STAFF}/${b.user.id}/role`, { token: a.token, body: { role: 'moderator' } })).status).toBe(200);
    // B's request to demote or disable A was let in while B was still an admin (the role is read at the gate)
    const svc = staffService({ db: t.database.db, clock: t.clock, jobs: { poke: () => undefined }, appUrl: 'http://cho-gundam.test' });
    const staleB = { userId: b.user.id, role: 'admin' as const, sessionId: '00000000-0000-4000-8000-000000000000' };
    await expect(svc.changeRole(staleB, a.user.id, 'moderator')).rejects.toMatchObject({ status: 409 });
    await expect(svc.disable(staleB, a.user.id, 'Bàn giao công việc')).rejects.toMatchObject({ status: 409 });
    const members = membersService({ db: t.database.db, clock: t.clock, jobs: { poke: () => undefined } });
    const err = await members
      .lock(staleB, a.user.id, { reason: 'Khóa quản trị viên cuối' })
      .catch((e: { status: number; message: string }) => e);
    expect(err).toMatchObject({ status: 409 });
    expect((err as { message: string }).message).toMatch(/quản trị viên cuối cùng/);
    const active = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(active.filter((u) => u.status === 'active').map((u) => u.id)).toEqual([a.user.id]);
  });
});
