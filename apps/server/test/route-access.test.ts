import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@cho-gundam/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { POLICY, type Action } from '../src/lib/access.js';
import { ManualClock } from '../src/lib/clock.js';
import { createUser, tokenFor } from './fixtures.js';
import { call, createTestDatabase, testConfig } from './helpers.js';

/**
 * Issue 12: the outside probe's authorization calls, as a test generated from the app's own route
 * table (`app.routeTable`), so a route added later is checked with nobody listing it. Every API
 * route, with every parameter an id that exists nowhere, is called as a guest and as each role:
 * - nothing answers 5xx, and every refusal is our error body with a Vietnamese message;
 * - a route behind an `app.allow(action)` gate refuses guests with 401 and every role the gate's rule
 *   (lib/access.ts) never admits with 403, before reading the body; the roles it admits get past the
 *   gate (whatever the resource then says: 404 for an id that does not exist, 400 for an empty body).
 * The back-office routes have their own, stricter test (back-office-access.test.ts).
 */
const ROLES = ['member', 'seller', 'moderator', 'admin'] as const;
const VIETNAMESE = /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i;
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, () => randomUUID()).replace(/\*$/, 'x');

describe('access of every API route, generated from the route table', () => {
  let app: FastifyInstance;
  let database: Database;
  const gates = new Map<string, Action[]>();
  const people = {} as Record<Role, { id: string; role: Role }>;
  let t: Parameters<typeof tokenFor>[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, clock: new ManualClock(new Date('2030-03-15T02:00:00Z')) });
    app.addHook('onResponse', async (req) => {
      if (req.routeOptions.url) gates.set(`${req.method} ${req.routeOptions.url}`, req.accessGates ?? []);
    });
    await app.ready();
    t = { app, database, clock: new ManualClock(new Date('2030-03-15T02:00:00Z')), close: async () => undefined };
    for (const role of ROLES) people[role] = await createUser(t, { role });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it(
    'guests and every role: no 5xx, our error body, gates refuse exactly the roles their rule leaves out',
    { timeout: 300_000 },
    async () => {
      const routes = app.routeTable
        .filter((r) => r.url.startsWith('/api/v1/') && !r.url.endsWith('/stream') && r.method !== 'HEAD')
        .map((r) => ({ ...r, key: `${r.method} ${r.url}`, path: concrete(r.url) }));
      expect(routes.length).toBeGreaterThan(100);
      const failures: string[] = [];
      let gatedRoutes = 0;
      for (const r of routes) {
        const send = (token?: string) =>
          call(app, r.method as 'GET', r.path, { token, ...(['GET', 'DELETE'].includes(r.method) ? {} : { body: {} }) });
        const check = (who: string, res: { status: number; body: any }) => {
          if (res.status >= 500) failures.push(`${r.key}: ${who} nhận ${res.status}`);
          if (res.status >= 400 && !VIETNAMESE.test(String(res.body?.error?.message ?? '')))
            failures.push(`${r.key}: ${who} nhận ${res.status} không có thông báo tiếng Việt`);
        };
        const guest = await send();
        check('khách', guest);
        const gated = gates.get(r.key) ?? [];
        if (gated.length > 0) {
          gatedRoutes++;
          if (guest.status !== 401) failures.push(`${r.key}: khách nhận ${guest.status}, cần 401`);
        }
        const admitted = ROLES.filter((role) => gated.every((g) => (POLICY[g].roles as readonly Role[]).includes(role)));
        for (const role of ROLES) {
          // a fresh session each time: a route before this one may have signed the last one out
          const res = await send(await tokenFor(t, people[role]));
          check(role, res);
          // sign-in, refresh and sign-out judge their own credentials (a password, the refresh token), not the bearer
          if (res.status === 401 && !r.url.startsWith('/api/v1/auth/')) failures.push(`${r.key}: ${role} đã đăng nhập vẫn nhận 401`);
          if (gated.length > 0 && !admitted.includes(role) && res.status !== 403)
            failures.push(`${r.key}: ${role} nhận ${res.status}, quy tắc ${gated.join(', ')} không cho phép nên cần 403`);
        }
      }
      expect(gatedRoutes).toBeGreaterThan(50);
      expect(failures).toEqual([]);
    },
  );
});
