import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { createUser, tokenFor } from '../../../test/fixtures.js';

/** `GET /exchanges/clock`: the trade page's countdowns run on the server's time. */
describe('trade clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-10-01T02:00:00.000Z' });
  });
  afterAll(async () => t.close());

  it("answers the server's time to members, refuses guests and staff", async () => {
    const member = await createUser(t, { role: 'member' });
    const r = await call(t.app, 'GET', '/api/v1/exchanges/clock', { token: await tokenFor(t, member) });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ server_time: '2030-10-01T02:00:00.000Z' });
    expect((await call(t.app, 'GET', '/api/v1/exchanges/clock')).status).toBe(401);
    const mod = await createUser(t, { role: 'moderator' });
    const staff = await call(t.app, 'GET', '/api/v1/exchanges/clock', { token: await tokenFor(t, mod) });
    expect(staff.status).toBe(403);
    expect(staff.body.error.message).toBe('Tài khoản nhân viên không thể tham gia trao đổi');
  });
});
