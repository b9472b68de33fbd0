import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { users } from '../../db/schema.js';

// Two admins demoting (or disabling) each other at the same moment: real concurrency needs PostgreSQL
// (PGlite runs one query at a time). The active admins' rows are locked first, so one change waits
// for the other and then sees it: exactly one admin is left.

describe.runIf(process.env.DATABASE_URL)('last-admin guard under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function onlyTwoAdmins() {
    await t.database.db.update(users).set({ status: 'locked', lockedReason: 'ngoài cuộc' }).where(eq(users.role, 'admin'));
    return [await signedInUser(t, { role: 'admin' }), await signedInUser(t, { role: 'admin' })] as const;
  }
  const activeAdmins = async () =>
    (await t.database.db.select().from(users).where(eq(users.role, 'admin'))).filter((u) => u.status === 'active').map((u) => u.id);

  for (let round = 1; round <= 5; round++) {
    it(`two admins demoting each other at once leave exactly one admin (round ${round})`, async () => {
      const [a, b] = await onlyTwoAdmins();
      const [ab, ba] = await Promise.all([
        call(t.app, 'POST', `/api/v1/admin/staff/${b.user.id}/role`, { token: a.token, body: { role: 'moderator' } }),
        call(t.app, 'POST', `/api/v1/admin/staff/${a.user.id}/role`, { token: b.token, body: { role: 'moderator' } }),
      ]);
      // one demotion wins; the other is refused by the last-admin guard (409), or, when it is read after
      // the winner committed, by the access check itself (403: its sender is no longer an admin)
      const statuses = [ab.status, ba.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const left = await activeAdmins();
      expect(left).toHaveLength(1);
      expect([a.user.id, b.user.id]).toContain(left[0]);
    });
  }

  it('two admins disabling each other at once leave exactly one active admin', async () => {
    const [a, b] = await onlyTwoAdmins();
    const res = await Promise.all([
      call(t.app, 'POST', `/api/v1/admin/staff/${b.user.id}/disable`, { token: a.token, body: { reason: 'Thử song song' } }),
      call(t.app, 'POST', `/api/v1/admin/staff/${a.user.id}/disable`, { token: b.token, body: { reason: 'Thử song song' } }),
    ]);
    // the loser is refused either as the last admin (409) or because it was signed out a moment before (401)
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await activeAdmins()).toHaveLength(1);
  });
});
