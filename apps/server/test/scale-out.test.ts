import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { authSessions, devMessages, jobs, users } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/auth/index.js';
import { FIXTURE_PASSWORD, signAccessToken } from './fixtures.js';
import { roundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy.js';
import { startLocalS3, type LocalS3 } from './s3-server.js';
import { scratchPostgres, serverProcess, type ServerProcess } from './support/server-process.js';
import { png, VALID_FIELDS } from './support/kits.js';

/**
 * Issue 12 §8: the deployment the README describes — two server processes (what `npm start` runs)
 * behind a round-robin balancer, on one PostgreSQL, one S3 bucket and one Redis — behaves as one
 * server: sessions, uploads, live notifications, background jobs, the global rate limit and the
 * sign-in throttle all span both, and killing one process loses nothing. PostgreSQL only: an
 * embedded PGlite belongs to one process.
 */
const JWT_SECRET = `scale-out-${randomBytes(16).toString('hex')}`;
const RATE_LIMIT = 40;
const json = { 'content-type': 'application/json' };
/** a visitor's address behind the balancer (random, so two runs never share a count in Redis) */
const visitor = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 90_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.runIf(process.env.DATABASE_URL)('two server processes behind a balancer (PostgreSQL, S3, Redis)', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let s3: LocalS3;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: RoundRobinProxy;
  const dataDirs: string[] = [];
  const member = { id: '', email: `thanh-vien-${randomBytes(3).toString('hex')}@example.vn`, refresh: '', access: '' };
  let kitCard = '';

  beforeAll(async () => {
    scratch = await scratchPostgres('cg_scale');
    s3 = await startLocalS3();
    const env = {
      ...s3.env,
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_MAX: String(RATE_LIMIT),
      JOBS_POLL_MS: '200',
    };
    const make = () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cg-scale-'));
      dataDirs.push(dataDir);
      return serverProcess({ databaseUrl: scratch.url, dataDir, jwtSecret: JWT_SECRET, env });
    };
    a = make();
    b = make();
    // both at once on an empty database: the migrations run once, under the advisory lock
    await Promise.all([a.start(), b.start()]);
    proxy = await roundRobinProxy(() => [a.url, b.url]);
    database = await openDatabase({ databaseUrl: scratch.url, poolMax: 3, migrate: false });
    const [u] = await database.db
      .insert(users)
      .values({
        email: member.email,
        fullName: 'Thành viên mở rộng',
        passwordHash: await hashPassword(FIXTURE_PASSWORD),
        emailVerified: true,
      })
      .returning();
    member.id = u!.id;
  }, 300_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    await s3?.close();
    await scratch?.drop();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  });

  const refreshOn = async (server: ServerProcess | RoundRobinProxy) => {
    const r = await fetch(`${server.url}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ refreshToken: member.refresh }),
    });
    if (r.status === 200) {
      member.access = ((await r.json()) as { access_token: string }).access_token;
      member.refresh = refreshCookie(r) ?? member.refresh;
    }
    return r.status;
  };
  const refreshCookie = (r: Response) =>
    r.headers
      .getSetCookie()
      .find((c) => c.startsWith('refresh_token='))
      ?.split(';')[0]!
      .slice('refresh_token='.length);

  it('signs a member in on one process and refreshes the session on the other', async () => {
    const login = await fetch(`${a.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': visitor() },
      body: JSON.stringify({ email: member.email, password: FIXTURE_PASSWORD }),
    });
    expect(login.status).toBe(200);
    member.refresh = refreshCookie(login)!;
    expect(member.refresh).toBeTruthy();
    expect(await refreshOn(b)).toBe(200);
    const me = await fetch(`${a.url}/api/v1/tokens/verify`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ access_token: member.access }),
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(member.email);
  });

  it('serves from one process the kit photo uploaded through the other (one bucket, no local files)', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(VALID_FIELDS)) form.append(k, v);
    form.append('primary_image', new Blob([await png()], { type: 'image/png' }), 'chinh.png');
    const created = await fetch(`${a.url}/api/v1/users/${member.id}/gundams`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.access}` },
      body: form,
    });
    expect(created.status).toBe(201);
    kitCard = ((await created.json()) as { images: { urls: { card: string } }[] }).images[0]!.urls.card;
    const fromB = await fetch(`${b.url}${kitCard}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const fromA = await fetch(`${a.url}${kitCard}`);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });

  it('delivers a notification raised on one process to a stream open on the other', async () => {
    const now = new Date();
    const [admin] = await database.db
      .insert(users)
      .values({ email: `quan-tri-${randomBytes(3).toString('hex')}@example.vn`, fullName: 'Quản trị', emailVerified: true, role: 'admin' })
      .returning();
    const [session] = await database.db
      .insert(authSessions)
      .values({ userId: admin!.id, createdAt: now, lastUsedAt: now, expiresAt: new Date(now.getTime() + 86_400_000) })
      .returning();
    const { token: adminToken } = await signAccessToken(
      new TextEncoder().encode(JWT_SECRET),
      { userId: admin!.id, role: 'admin', sessionId: session!.id },
      now,
    );

    const stop = new AbortController();
    const stream = await fetch(`${b.url}/api/v1/notifications/stream`, {
      headers: { authorization: `Bearer ${member.access}` },
      signal: stop.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before "${needle}"`);
        text += new TextDecoder().decode(value);
      }
    };
    await readUntil('event: ready');

    const title = `Bảo trì hệ thống ${randomBytes(2).toString('hex')}`;
    const sent = await fetch(`${a.url}/api/v1/notifications/broadcast`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ title, message: 'Chợ tạm nghỉ 10 phút lúc 2 giờ sáng.' }),
    });
    expect(sent.status).toBe(201);
    await readUntil(title);
    expect(text).toContain('event: notification');
    stop.abort();
  });

  it('counts the global rate limit once for both processes (Redis)', async () => {
    const ip = visitor();
    const answers: { status: number; by: string | null }[] = [];
    for (let i = 0; i < RATE_LIMIT + 10; i++) {
      const r = await fetch(`${proxy.url}/api/v1/subscription-plans`, { headers: { 'x-test-client-ip': ip } });
      await r.arrayBuffer();
      answers.push({ status: r.status, by: r.headers.get('x-served-by') });
    }
    expect(new Set(answers.map((x) => x.by))).toEqual(new Set(['0', '1']));
    // counted per process, each would have let RATE_LIMIT through: 2 × 40 > 50
    expect(answers.filter((x) => x.status === 200)).toHaveLength(RATE_LIMIT);
    expect(answers.filter((x) => x.status === 429)).toHaveLength(10);
  });

  it('throttles sign-in on one process after failures made on the other', async () => {
    const ip = visitor();
    const wrong = (server: ServerProcess) =>
      fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': ip },
        body: JSON.stringify({ email: member.email, password: 'sai-mat-khau' }),
      }).then((r) => r.status);
    for (let i = 0; i < 5; i++) expect(await wrong(a)).toBe(401);
    // the delays grow (1 s, 2 s, 4 s…) so on any machine one of these comes inside its delay
    const onB: number[] = [];
    for (let i = 0; i < 8 && !onB.includes(429); i++) onB.push(await wrong(b));
    expect(onB).toContain(429);
  });

  it('runs each due job exactly once whichever process claims it, and keeps one pending run per recurring job', async () => {
    const email = `dang-ky-${randomBytes(3).toString('hex')}@example.vn`;
    const asked = await fetch(`${proxy.url}/api/v1/otp/email/generate`, {
      method: 'POST',
      headers: { ...json, 'x-test-client-ip': visitor() },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);
    await waitFor('the code e-mail', async () => {
      const [row] = await database.db.select({ n: count() }).from(devMessages).where(eq(devMessages.recipient, email));
      return Number(row!.n) > 0;
    });
    await waitFor('no e-mail job left to run', async () => {
      const open = await database.db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.kind, 'send_email'), inArray(jobs.status, ['pending', 'running'])));
      return Number(open[0]!.n) === 0;
    });
    const [mails] = await database.db.select({ n: count() }).from(devMessages).where(eq(devMessages.recipient, email));
    expect(Number(mails!.n)).toBe(1);

    const pendingRecurring = await database.db
      .select({ kind: jobs.kind, n: count() })
      .from(jobs)
      .where(and(isNotNull(jobs.dedupeKey), eq(jobs.status, 'pending')))
      .groupBy(jobs.kind);
    expect(pendingRecurring.length).toBeGreaterThan(0);
    for (const k of pendingRecurring) expect({ kind: k.kind, n: Number(k.n) }).toEqual({ kind: k.kind, n: 1 });
  });

  it('loses nothing when one process is killed: the balancer sends everything to the other', async () => {
    await a.kill();
    expect(await refreshOn(proxy)).toBe(200);
    const photo = await fetch(`${proxy.url}${kitCard}`);
    expect(photo.status).toBe(200);
    const email = `sau-su-co-${randomBytes(3).toString('hex')}@example.vn`;
    const asked = await fetch(`${proxy.url}/api/v1/otp/email/generate`, {
      method: 'POST',
      headers: { ...json, 'x-test-client-ip': visitor() },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);
    await waitFor('the code e-mail after the kill', async () => {
      const [row] = await database.db.select({ n: count() }).from(devMessages).where(eq(devMessages.recipient, email));
      return Number(row!.n) === 1;
    });
  });
});
