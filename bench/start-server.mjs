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
 * Starts the real server (as `npm start` would, with demo data) on a fresh database for a
 * benchmark: a temporary PGlite dir, or a temporary PostgreSQL database when DATABASE_URL is set.
 */
export async function startServer(extraEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cg-bench-'));
  let dbName;
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    dbName = `cg_bench_${randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`create database ${dbName}`);
    await c.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const url = `http://127.0.0.1:${port}`;
  // CPU_PROFILE_DIR=/some/dir writes the server's V8 CPU profile there when it stops (node --cpu-prof)
  const profile = process.env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--require', './apps/server/src/preload.cjs', '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '10000000',
        ...extraEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // a benchmark stopped from outside (Ctrl-C, a kill, a timeout) takes its server with it: a server
  // left running keeps its jobs busy and skews every measurement taken after it
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
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`drop database if exists ${dbName} with (force)`);
        await c.end();
      }
    },
  };
}
