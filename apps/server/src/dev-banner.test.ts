import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures.js';
import { createTestApp, testConfig, type TestApp } from '../test/helpers.js';
import { DEMO_ACCOUNTS, loadDemoData } from './demo/demo-data.js';
import { developmentBanner } from './dev-banner.js';
import { users } from './modules/users/users.schema.js';

/** A development server exposed by mistake (issue 12 §6): loopback by default, a banner, no demo accounts among real ones. */
describe('a development server is safe when started by mistake', () => {
  it('listens on loopback unless HOST says otherwise; production listens everywhere', () => {
    expect(testConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(testConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', APP_URL: 'https://chogundam.vn' };
    expect(testConfig(production).host).toBe('0.0.0.0');
  });

  it('prints a banner naming what is open, and warns when the network can reach it', () => {
    const local = developmentBanner(testConfig({ NODE_ENV: 'development' }), true).join('\n');
    expect(local).toContain('CHẾ ĐỘ PHÁT TRIỂN');
    expect(local).toContain('/dev/mailbox');
    expect(local).toContain('cổng nạp tiền thử nghiệm');
    expect(local).toContain('HOST=0.0.0.0');
    expect(local).not.toContain('DEV_CLOCK_CONTROL');
    const clock = developmentBanner(testConfig({ NODE_ENV: 'development', DEV_CLOCK_CONTROL: 'true' }), false).join('\n');
    expect(clock).toContain('/api/v1/dev/clock/advance');
    const exposed = developmentBanner(testConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }), false).join('\n');
    expect(exposed).toContain('máy khác trong mạng truy cập được');
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', APP_URL: 'https://chogundam.vn' };
    expect(developmentBanner(testConfig(production), false)).toEqual([]);
  });

  describe('demo data', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t?.close());

    it('is not loaded into a database that already has a real member', async () => {
      await createUser(t);
      const lines: string[] = [];
      expect(await loadDemoData(t.app.ctx, (line) => lines.push(line))).toBe(false);
      expect(lines.join('\n')).toContain('đã có tài khoản thật');
      const admin = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
      expect(admin).toEqual([]);
    });
  });
});
