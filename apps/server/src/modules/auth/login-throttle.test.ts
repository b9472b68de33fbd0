import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, createUser } from '../../../test/fixtures.js';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/servers.js';
import { minutes, seconds } from '../../lib/clock.js';
import { users } from '../../db/schema.js';
import { loginFailures } from './auth.schema.js';
import { TEST_START, VIETNAMESE, countRows, signIn } from '../../../test/support/auth.js';

/** Sign-in throttling slows and never locks (issue 12 §4): delays grow per pair, per account and per IP. */
describe('sign-in throttling: growing delays, known devices, owner notice', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let n = 0;
  /** a fresh address per call, so tests never share an IP's count */
  const freshIp = () => `198.18.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
  const wrong = (email: string, ip: string, device?: string) => signIn(t, email, `SaiMatKhau${++n}`, { ip, device });
  const retryAfter = (r: { headers: Record<string, unknown> }) => Number(r.headers['retry-after']);

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, now: TEST_START });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delays one address on one account 1 s, 2 s, 4 s … after 5 failures, and forgets them after a success', async () => {
    const u = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await wrong(u.email, ip)).status).toBe(401);
    for (const wait of [1, 2, 4, 8]) {
      const rows = await countRows(t, loginFailures);
      const early = await signIn(t, u.email, FIXTURE_PASSWORD, { ip });
      expect(early.status).toBe(429);
      expect(early.body.error.code).toBe('rate_limited');
      expect(early.body.error.message).toMatch(VIETNAMESE);
      expect(early.body.error.message).toContain(`${wait} giây`);
      expect(retryAfter(early)).toBe(wait);
      expect(await countRows(t, loginFailures)).toBe(rows); // a refused attempt leaves nothing
      t.clock.advance(seconds(wait));
      if (wait < 8) expect((await wrong(u.email, ip)).status).toBe(401);
    }
    expect((await signIn(t, u.email, FIXTURE_PASSWORD, { ip })).status).toBe(200);
    // the count starts again from zero: 5 free failures, then 1 s
    for (let i = 0; i < 5; i++) expect((await wrong(u.email, ip)).status).toBe(401);
    expect(retryAfter(await wrong(u.email, ip))).toBe(1);
  });

  it('caps the delay of one address at 15 minutes, with the message in minutes', async () => {
    const u = await createUser(t);
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 16; i++) {
      const r = await wrong(u.email, ip);
      if (r.status === 429) {
        last = retryAfter(r);
        t.clock.advance(seconds(last));
        expect((await wrong(u.email, ip)).status).toBe(401);
      }
    }
    const r = await wrong(u.email, ip);
    expect(retryAfter(r)).toBe(15 * 60);
    expect(r.body.error.message).toContain('15 phút');
    expect(last).toBeLessThanOrEqual(15 * 60);
  });

  it("does not hold up another address for one address's failures, and bounds the account-wide delay at 2 minutes", async () => {
    const u = await createUser(t);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await wrong(u.email, attacker)).status).toBe(401);
    expect((await wrong(u.email, attacker)).status).toBe(429);
    expect((await wrong(u.email, freshIp())).status).toBe(401); // 6 on the account: below its 10

    // a botnet: every guess from a new address; the account waits start at the 10th failure
    for (let i = 0; i < 4; i++) expect((await wrong(u.email, freshIp())).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await wrong(u.email, freshIp());
      expect(r.status).toBe(429);
      waits.push(retryAfter(r));
      t.clock.advance(seconds(retryAfter(r)));
      expect((await wrong(u.email, freshIp())).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 120, 120, 120, 120, 120]);
    const owner = freshIp();
    expect((await signIn(t, u.email, FIXTURE_PASSWORD, { ip: owner })).status).toBe(429);
    t.clock.advance(minutes(2));
    expect((await signIn(t, u.email, FIXTURE_PASSWORD, { ip: owner })).status).toBe(200);
  });

  it('only slows an address shared by many people, whatever the accounts', async () => {
    const u = await createUser(t);
    const cafe = freshIp();
    for (let i = 0; i < 30; i++) expect((await wrong(`khach${i}-${n}@example.vn`, cafe)).status).toBe(401);
    const slowed = await signIn(t, u.email, FIXTURE_PASSWORD, { ip: cafe });
    expect(slowed.status).toBe(429);
    expect(retryAfter(slowed)).toBe(1);
    expect((await signIn(t, u.email, FIXTURE_PASSWORD, { ip: freshIp() })).status).toBe(200);
    t.clock.advance(seconds(1));
    expect((await signIn(t, u.email, FIXTURE_PASSWORD, { ip: cafe })).status).toBe(200);

    // it keeps growing but stays at 30 s at most
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await wrong(`khach-them${i}-${n}@example.vn`, cafe);
      if (r.status === 429) {
        waits.push(retryAfter(r));
        t.clock.advance(seconds(retryAfter(r)));
        expect((await wrong(`khach-lai${i}-${n}@example.vn`, cafe)).status).toBe(401);
      }
    }
    expect(Math.max(...waits)).toBe(30);
  });

  it('lets a known device sign in with the right password while the account is throttled; an unknown or forged one waits', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const cafe = freshIp();
    const first = await signIn(t, u.email, FIXTURE_PASSWORD, { ip: cafe });
    expect(first.status).toBe(200);
    const cookie = String(first.raw.headers['set-cookie']);
    expect(cookie).toMatch(/device=[^;]+; Max-Age=31536000; Path=\/api\/v1\/auth; HttpOnly; SameSite=Strict/);
    const device = first.device!;
    const otherDevice = (await signIn(t, other.email, FIXTURE_PASSWORD)).device!;

    // a stranger in the same café, then a botnet: both the pair and the account wait
    for (let i = 0; i < 5; i++) expect((await wrong(u.email, cafe)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await wrong(u.email, freshIp())).status).toBe(401);
    expect((await signIn(t, u.email, FIXTURE_PASSWORD, { ip: cafe })).status).toBe(429);
    expect((await signIn(t, u.email, FIXTURE_PASSWORD, { ip: freshIp() })).status).toBe(429);

    const [id, dev, at, mac] = device.split('.');
    const forged = `${id}.${dev}.${Number(at) + 1}.${mac}`;
    for (const d of [forged, otherDevice, 'rac']) {
      expect((await signIn(t, u.email, FIXTURE_PASSWORD, { ip: cafe, device: d })).status).toBe(429);
    }
    const owner = await signIn(t, u.email, FIXTURE_PASSWORD, { ip: cafe, device });
    expect(owner.status).toBe(200);
    expect(owner.device).toBeDefined();
    // the known device gets its own 5 free failures, not the account's delay
    for (let i = 0; i < 5; i++) expect((await wrong(u.email, cafe, owner.device)).status).toBe(401);
    expect((await wrong(u.email, cafe, owner.device)).status).toBe(429);

    // a new password forgets every device: the cookie now waits like any stranger's
    const [fresh] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    await t.database.db.update(users).set({ passwordHash: fresh!.passwordHash }).where(eq(users.id, u.id));
    t.clock.advance(minutes(10));
    expect((await wrong(u.email, freshIp())).status).toBe(401); // the account waits again
    expect((await signIn(t, u.email, FIXTURE_PASSWORD, { ip: freshIp(), device: owner.device })).status).toBe(429);
  });

  it('gives the browser that changed the password a new device cookie; the old ones are forgotten', async () => {
    const u = await createUser(t);
    const laptop = await signIn(t, u.email, FIXTURE_PASSWORD, { ip: freshIp() });
    const phone = await signIn(t, u.email, FIXTURE_PASSWORD, { ip: freshIp() });
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${u.id}/password`,
      headers: { authorization: `Bearer ${laptop.body.access_token}` },
      payload: { current_password: FIXTURE_PASSWORD, new_password: 'MatKhauMoi-2030' },
    });
    expect(changed.statusCode).toBe(204);
    const renewed = changed.cookies.find((c) => c.name === 'device');
    expect(renewed).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth', maxAge: 31536000 });

    for (let i = 0; i < 10; i++) expect((await wrong(u.email, freshIp())).status).toBe(401);
    expect((await signIn(t, u.email, 'MatKhauMoi-2030', { ip: freshIp(), device: phone.device })).status).toBe(429);
    expect((await signIn(t, u.email, 'MatKhauMoi-2030', { ip: freshIp(), device: renewed!.value })).status).toBe(200);
  });

  it('e-mails the owner once when the account reaches 10 failures, and not again within the hour', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 9; i++) expect((await wrong(u.email, freshIp())).status).toBe(401);
    await runJobs(t);
    expect(smtp.to(u.email)).toHaveLength(0);
    expect((await wrong(u.email, freshIp())).status).toBe(401);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(minutes(2));
      expect((await wrong(u.email, freshIp())).status).toBe(401);
    }
    await runJobs(t);
    const mails = smtp.to(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(VIETNAMESE);
    expect(mails[0]!.text).toContain('10 lần đăng nhập sai');
    expect(mails[0]!.text).toContain('vẫn đăng nhập được');

    t.clock.advance(minutes(61));
    expect((await wrong(u.email, freshIp())).status).toBe(401);
    await runJobs(t);
    expect(smtp.to(u.email)).toHaveLength(2);
    // an unknown address has no owner to tell, and says nothing more than a wrong password
    for (let i = 0; i < 11; i++) await wrong('khong-co-ai@example.vn', freshIp());
    await runJobs(t);
    expect(smtp.to('khong-co-ai@example.vn')).toHaveLength(0);
  });

  it('counts nothing for a malformed request', async () => {
    const before = await countRows(t, loginFailures);
    expect((await call(t.app, 'POST', '/api/v1/auth/login', { body: { email: 'x' } })).status).toBe(400);
    expect(await countRows(t, loginFailures)).toBe(before);
  });
});
