import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@cho-gundam/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { POLICY, type Action } from '../src/lib/access.js';
import { ManualClock } from '../src/lib/clock.js';
import { signedInUser } from './fixtures.js';
import { call, createTestDatabase, testConfig, type TestApp } from './helpers.js';

/**
 * Every back-office route (`/api/v1/moderator/*`, `/api/v1/admin/*`), read from the app's own route
 * table (`app.routeTable`, filled by an onRoute hook), called as every role: guests 401; members and
 * sellers 403; moderators 403 where the route's gate admits only admins (the gate's rule in
 * lib/access.ts says which), else let through; admins always let through. A route added later is
 * in the table with nobody listing it here (HEAD twins of GET routes included); a back-office route
 * without an `app.allow` gate fails.
 */
const BACK_OFFICE = /^\/api\/v1\/(moderator|admin)(\/|\.|$)/;

/** the path with every parameter filled by an id that exists nowhere */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, () => randomUUID()).replace(/\*$/, 'x');

describe('back-office access, generated from the route table', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let database: Database;
  /** the gates (policy actions) each route's request passed through, by "METHOD url-pattern" */
  const gates = new Map<string, Action[]>();
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const clock = new ManualClock(new Date('2030-03-15T02:00:00Z'));
    app = await buildApp({ config: testConfig(), database, clock });
    // root hooks are bound to every route when the app becomes ready, so this sees them all
    app.addHook('onResponse', async (req) => {
      if (req.routeOptions.url) gates.set(`${req.method} ${req.routeOptions.url}`, req.accessGates ?? []);
    });
    await app.ready();
    t = {
      app,
      database,
      clock,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    for (const role of ['member', 'seller', 'moderator', 'admin'] as const) tokens[role] = (await signedInUser(t, { role })).token;
  });
  afterAll(async () => t.close());

  const routes = () =>
    app.routeTable.filter((r) => BACK_OFFICE.test(r.url)).map((r) => ({ ...r, key: `${r.method} ${r.url}`, path: concrete(r.url) }));

  it('finds the back-office routes in the app (the table is read, not written here)', () => {
    const keys = routes().map((r) => r.key);
    expect(keys.length).toBeGreaterThan(10);
    // a few that exist today, to prove the reading works (the test below covers every one found)
    expect(keys).toEqual(
      expect.arrayContaining(['GET /api/v1/moderator/withdrawals', 'POST /api/v1/moderator/orders/:id/complaint/decision']),
    );
  });

  it('every route × every role: guests 401, members and sellers 403, moderators per the gate’s rule, admins through', async () => {
    const failures: string[] = [];
    for (const r of routes()) {
      const send = (token?: string) =>
        call(app, r.method as 'GET', r.path, { token, ...(['GET', 'HEAD', 'DELETE'].includes(r.method) ? {} : { body: {} }) });

      const guest = await send();
      if (guest.status !== 401) failures.push(`${r.key}: khách nhận ${guest.status}, cần 401`);
      const gated = gates.get(r.key) ?? [];
      if (gated.length === 0) {
        failures.push(`${r.key}: không có cổng app.allow(...) nên không biết vai trò nào được phép`);
        continue;
      }
      // the roles every gate on the way admits
      const allowed = (['member', 'seller', 'moderator', 'admin'] as const).filter((role) =>
        gated.every((g) => (POLICY[g].roles as readonly Role[]).includes(role)),
      );
      for (const role of ['member', 'seller'] as const) {
        if (allowed.includes(role)) failures.push(`${r.key}: quy tắc ${gated.join(', ')} cho phép ${role} vào khu quản trị`);
        const res = await send(tokens[role]);
        if (res.status !== 403) failures.push(`${r.key}: ${role} nhận ${res.status}, cần 403`);
      }
      for (const role of ['moderator', 'admin'] as const) {
        const res = await send(tokens[role]);
        const refused = res.status === 401 || res.status === 403;
        if (allowed.includes(role) && refused) failures.push(`${r.key}: ${role} bị từ chối (${res.status}) dù quy tắc cho phép`);
        if (!allowed.includes(role) && res.status !== 403)
          failures.push(`${r.key}: ${role} nhận ${res.status}, cần 403 (chỉ quản trị viên)`);
        if (res.status >= 500) failures.push(`${r.key}: ${role} nhận ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
