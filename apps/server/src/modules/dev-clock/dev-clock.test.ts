import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ConfigError, loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { OffsetClock } from '../../lib/clock.js';
import { call, createTestDatabase, testConfig, type TestApp } from '../../../test/helpers.js';
import { createUser, tokenFor } from '../../../test/fixtures.js';

/**
 * The development clock control (DEV_CLOCK_CONTROL): it moves the server's clock forward only, the
 * rest of the server reads that clock, and it cannot exist in production — the configuration
 * refuses the variable there, and the app does not register the route for a production config
 * even if the flag were forced on.
 */
const secret = 'x'.repeat(40);
const production = {
  DATA_DIR: path.join(os.tmpdir(), 'cg-config-test'),
  NODE_ENV: 'production',
  JWT_SECRET: secret,
  OTP_SECRET: secret,
  SMTP_URL: 'smtp://127.0.0.1:2525',
  APP_URL: 'https://chogundam.vn',
};

describe('development clock control', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('is refused in production by the configuration, with a Vietnamese line', () => {
    let problems: string[] = [];
    try {
      loadConfig({ ...production, DEV_CLOCK_CONTROL: 'true' });
    } catch (err) {
      if (err instanceof ConfigError) problems = err.problems;
    }
    expect(problems).toEqual(['DEV_CLOCK_CONTROL: không được bật điều khiển đồng hồ máy chủ trong môi trường production']);
    expect(loadConfig(production).devClockControl).toBe(false);
    expect(loadConfig({ ...production, NODE_ENV: 'development', DEV_CLOCK_CONTROL: 'true' }).devClockControl).toBe(true);
  });

  it('has no route in production even with the flag forced on and an offset clock', async () => {
    const config = { ...loadConfig(production), env: 'production' as const, logLevel: 'silent' as const, devClockControl: true };
    const clock = new OffsetClock();
    const app = await buildApp({ config, database, clock });
    try {
      expect((await call(app, 'POST', '/api/v1/dev/clock/advance', { body: { ms: 86_400_000 } })).status).toBe(404);
      expect((await call(app, 'GET', '/api/v1/dev/clock')).status).toBe(404);
      expect(clock.offsetMs).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('is off unless asked for in development', async () => {
    const app = await buildApp({ config: testConfig(), database, clock: new OffsetClock() });
    try {
      expect((await call(app, 'POST', '/api/v1/dev/clock/advance', { body: { ms: 1000 } })).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('moves the clock the server reads forward, never back', async () => {
    const clock = new OffsetClock();
    const app = await buildApp({ config: testConfig({ DEV_CLOCK_CONTROL: 'true' }), database, clock });
    try {
      // a token minted now, good for 15 minutes on the server's clock
      const t = { app, database, clock } as unknown as TestApp;
      const user = await createUser(t);
      const token = await tokenFor(t, { id: user.id, role: 'member' });
      expect((await call(app, 'GET', '/api/v1/users/me', { token })).status).toBe(200);
      const before = Date.now();
      const r = await call(app, 'POST', '/api/v1/dev/clock/advance', { body: { ms: 2 * 86_400_000 } });
      expect(r.status).toBe(200);
      expect(r.body.offset_ms).toBe(2 * 86_400_000);
      expect(Date.parse(r.body.now)).toBeGreaterThanOrEqual(before + 2 * 86_400_000);
      // the whole server reads it: two days later the token has expired
      expect(app.ctx.clock.now().getTime()).toBeGreaterThanOrEqual(before + 2 * 86_400_000);
      const expired = await call(app, 'GET', '/api/v1/users/me', { token });
      expect(expired.status).toBe(401);
      expect(expired.body.error.message).toBe('Phiên đăng nhập đã hết hạn');
      const back = await call(app, 'POST', '/api/v1/dev/clock/advance', { body: { ms: -60_000 } });
      expect(back.status).toBe(400);
      expect(JSON.stringify(back.body.error)).toContain('Chỉ tua đồng hồ về phía trước');
      expect((await call(app, 'GET', '/api/v1/dev/clock')).body.offset_ms).toBe(2 * 86_400_000);
    } finally {
      await app.close();
    }
  });
});
