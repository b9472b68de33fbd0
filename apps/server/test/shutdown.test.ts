import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig, createTestDatabase } from './helpers.js';
import { closeGracefully } from '../src/lib/shutdown.js';

describe('graceful shutdown', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup) await c().catch(() => {});
  });

  it('lets a request already running finish before the database closes, and refuses new ones', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    // a request that holds the database for a moment, like a checkout would
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await database.db.execute(sql`select pg_sleep(0.4)`);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    cleanup.push(() => database.close());

    const inFlight = fetch(`${url}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await handlerStarted; // the request is inside its handler: a fixed wait lost this race on a busy machine
    const closing = closeGracefully(app, database, 10_000);
    const res = await inFlight;
    expect(res).toEqual({ status: 200, body: { ok: true } });
    await closing;
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
