import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createTestDatabase } from '../test/helpers.js';

const base = { DATA_DIR: path.join(os.tmpdir(), 'cg-config-test') };
const secret = 'x'.repeat(40);
const production = {
  ...base,
  NODE_ENV: 'production',
  JWT_SECRET: secret,
  OTP_SECRET: secret,
  SMTP_URL: 'smtp://127.0.0.1:2525',
  APP_URL: 'https://chogundam.vn',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('configuration at boot', () => {
  it('starts with nothing set: PGlite, port 3000, demo data, generated development secrets', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, demoData: true, devMailbox: true, isProduction: false });
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('names every bad variable with its own message', () => {
    const p = problems({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'not a url', NODE_ENV: 'staging' });
    expect(p.find((l) => l.startsWith('PORT'))).toBeTruthy();
    expect(p.find((l) => l.startsWith('DATABASE_URL'))).toContain('postgres://');
    expect(p.find((l) => l.startsWith('SMTP_URL'))).toBeTruthy();
    expect(p.find((l) => l.startsWith('NODE_ENV'))).toBeTruthy();
  });

  it('takes the S3 bucket only when complete, and checks the Redis and public URLs', () => {
    expect(problems({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'anh' }).join('\n')).toMatch(
      /S3_\*: cần đủ S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID và S3_SECRET_ACCESS_KEY/,
    );
    expect(problems({ ...base, REDIS_URL: 'http://127.0.0.1:6379' }).join('\n')).toMatch(/REDIS_URL phải bắt đầu bằng redis:\/\//);
    expect(problems({ ...base, PUBLIC_URL: 'cdn' }).join('\n')).toMatch(/PUBLIC_URL phải là một URL hợp lệ/);
    const c = loadConfig({
      ...base,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'anh',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_URL: 'https://cdn.chogundam.vn/',
    });
    expect(c.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'anh',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      publicUrl: 'https://cdn.chogundam.vn',
    });
    expect(loadConfig(base)).toMatchObject({ s3: null, redisUrl: undefined, publicUrl: undefined });
  });

  it('in production requires real secrets, SMTP and the public URL, and refuses demo data', () => {
    const p = problems({ ...base, NODE_ENV: 'production', JWT_SECRET: 'short', DEMO_DATA: 'true' });
    expect(p.join('\n')).toMatch(/JWT_SECRET: phải dài ít nhất 32 ký tự/);
    expect(p.join('\n')).toMatch(/OTP_SECRET: bắt buộc/);
    expect(p.join('\n')).toMatch(/SMTP_URL: bắt buộc/);
    expect(p.join('\n')).toMatch(/APP_URL: bắt buộc/);
    expect(p.join('\n')).toMatch(/DEMO_DATA: không được bật/);
    expect(problems(production)).toEqual([]);
    expect(loadConfig(production)).toMatchObject({ demoData: false, devMailbox: false });
  });

  it('in production has no development mailbox and sends HSTS', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: { ...loadConfig(production), env: 'production', logLevel: 'silent' }, database });
    try {
      // the route does not exist: the path falls through to the web app (its not-found page) or a 404
      const mailbox = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(mailbox.body).not.toContain('Hộp thư phát triển');
      expect(app.hasRoute({ method: 'GET', url: '/dev/mailbox' })).toBe(false);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
