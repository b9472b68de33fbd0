import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { ManualClock } from '../src/lib/clock.js';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/** A database of its own for one test file: a PGlite copy of the migrated template, or a fresh PostgreSQL database. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const file = process.env.CG_PGLITE_TEMPLATE;
    const template = file ? new Blob([readFileSync(file)]) : undefined;
    return openDatabase({ pgliteTemplate: template });
  }
  const name = `cg_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString(), poolMax: 20 });
  const close = database.close;
  database.close = async () => {
    await close();
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string | undefined> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'cg-test-data'),
    JWT_SECRET: TEST_SECRET,
    OTP_SECRET: `${TEST_SECRET}-otp`,
    JOBS_ENABLED: 'false',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'cg-no-web'),
    ...env,
  });
}

/** The whole app over a real database, with a clock the test moves by hand. Jobs run when the test calls `runJobs`. */
export async function createTestApp(
  opts: { env?: Record<string, string | undefined>; deps?: Partial<AppDeps>; now?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new ManualClock(opts.now ?? new Date());
  const app = await buildApp({ config: testConfig(opts.env), database, clock, ...opts.deps });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function runJobs(t: TestApp) {
  return t.app.ctx.jobs.runDue();
}

/** JSON request helper: returns status, parsed body and headers. */
export async function call<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string>; cookies?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method,
    url,
    payload: opts.body as InjectOptions['payload'],
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    cookies: opts.cookies,
  });
  let body: T;
  try {
    body = res.json() as T;
  } catch {
    body = res.body as unknown as T;
  }
  return { status: res.statusCode, body, headers: res.headers, cookies: res.cookies, raw: res };
}
