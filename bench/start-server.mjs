import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * One process of the real server (`apps/server/src/server.ts`) on a free port, for benchmarks: the
 * development settings a benchmark needs (no rate limit in the way, warnings only) plus `env`.
 * Answers once `/api/health` does. A benchmark stopped from outside (Ctrl-C, a kill, a timeout) takes
 * its servers with it: a server left running keeps its jobs busy and skews every measurement after it.
 * CPU_PROFILE_DIR=/some/dir writes each server's V8 CPU profile there when it stops (node --cpu-prof).
 */
export async function spawnServer(env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const profile = process.env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`] : [];
  const args = [...profile, '--require', './apps/server/src/preload.cjs', '--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      orphaned();
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
  const until = Date.now() + 120_000; // migrations and the demo market, on a busy machine
  for (;;) {
    if (Date.now() > until) throw new Error('server did not start');
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * A fresh PostgreSQL database beside DATABASE_URL's (named `<prefix>_<random>`), or null when
 * DATABASE_URL is not set (the benchmark then runs on PGlite). `drop()` removes it.
 */
export async function scratchDatabase(prefix) {
  if (!process.env.DATABASE_URL) return null;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  return { name, url: u.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts the real server (as `npm start` would, with demo data) on a fresh database for a
 * benchmark: a temporary PGlite dir, or a temporary PostgreSQL database when DATABASE_URL is set.
 */
export async function startServer(extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cg-bench-'));
  const db = await scratchDatabase('cg_bench');
  const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: db?.url ?? '', DEMO_DATA: 'true', ...extraEnv });
  return {
    url: server.url,
    database: db ? 'PostgreSQL' : 'PGlite',
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await db?.drop();
    },
  };
}
