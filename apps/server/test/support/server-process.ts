import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/**
 * The real server as a child process (`apps/server/src/server.ts`, what `npm start` runs), for the
 * kill tests: start it on a database, SIGKILL it mid-work, start it again on the same database.
 * An empty `databaseUrl` means the embedded PGlite under `dataDir/pglite`.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A fresh PostgreSQL database beside DATABASE_URL's, dropped by `drop()`. */
export async function scratchPostgres(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(process.env.DATABASE_URL!);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface ServerProcess {
  /** the base URL of the running process (a new port at each start) */
  readonly url: string;
  /** starts a process and waits for /api/health */
  start(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, requests in flight are cut */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown (an embedded PGlite is closed, so the test can open it) */
  stop(): Promise<void>;
}

/**
 * `CRASH_LOG_LEVEL=info` shows the child's log. The server signs and checks tokens with
 * `jwtSecret`, so the test can mint them.
 */
export function serverProcess(opts: {
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  env?: Record<string, string>;
}): ServerProcess {
  let child: ChildProcess | null = null;
  let url = '';
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  return {
    get url() {
      return url;
    },
    async start() {
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, ['--require', './apps/server/src/preload.cjs', '--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          APP_URL: url,
          DATA_DIR: opts.dataDir,
          DATABASE_URL: opts.databaseUrl,
          DEMO_DATA: 'false',
          LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'fatal',
          RATE_LIMIT_MAX: '10000000',
          JWT_SECRET: opts.jwtSecret,
          OTP_SECRET: `${opts.jwtSecret}-otp`,
          ...opts.env,
        },
        stdio: ['ignore', process.env.CRASH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
      });
      // a busy 2-core machine can take a minute to start two servers at once; only the condition is waited for
      const until = Date.now() + 120_000;
      for (;;) {
        if (!running()) throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
        if (Date.now() > until) throw new Error('server did not start');
        try {
          if ((await fetch(`${url}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async kill() {
      if (!child || !running()) return;
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!child || !running()) return;
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
