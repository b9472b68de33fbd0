#!/usr/bin/env node
/**
 * `npm test`: every test of the project, in the order that fails fastest.
 *   1. typecheck (strict TypeScript, all workspaces)
 *   2. lint (with the module-boundary and no-cycle rules) and prettier --check
 *   3. API integration tests (Vitest) against a real database: PGlite by default,
 *      PostgreSQL when DATABASE_URL is set (each test file creates and drops its own database)
 *   4. web unit tests (Vitest + jsdom)
 *   5. production build of the web app
 *   6. browser tests (Playwright + Debian chromium) against the built app, on the same database kind
 * Set SKIP_E2E=1 to stop after step 5 (e.g. on a machine without chromium).
 * `npm test -- --db-only` runs only the database-bound steps (3 and 6, building the web app if
 * needed): CI's second pass on PostgreSQL uses it after the full pass on PGlite.
 */
import { spawnSync } from 'node:child_process';

import { existsSync } from 'node:fs';

const dbOnly = process.argv.includes('--db-only');
const dbName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const steps = [
  ...(dbOnly
    ? []
    : [
        ['typecheck', 'npm', ['run', '-s', 'typecheck']],
        ['lint', 'npm', ['run', '-s', 'lint']],
        ['format', 'npm', ['run', '-s', 'format:check']],
      ]),
  [`API (${dbName})`, 'npm', ['run', '-s', 'test:api']],
  ...(dbOnly ? [] : [['web unit', 'npm', ['run', '-s', 'test:web']]]),
  ...(!dbOnly || !existsSync('apps/web/dist/index.html')
    ? [['web build', 'npm', ['run', '-s', 'build'], { NODE_ENV: 'development' }]]
    : []),
];
if (!process.env.SKIP_E2E) steps.push([`browser (Playwright, ${dbName})`, 'npm', ['run', '-s', 'test:e2e']]);

// The build runs with NODE_ENV=development in its environment, as in a developer's shell: the build
// script must still ship React's production build (a development React is much larger and slower on a phone).
for (const [name, cmd, args, env = {}] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
