import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction as their first parameter. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Postgres pool, for LISTEN/NOTIFY clients and health checks */
  pool?: pg.Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

// bigint (int8) columns hold money in VND: far below 2^53, so plain numbers are safe and simpler
pg.types.setTypeParser(20, (v) => Number(v));

export interface OpenDbOptions {
  databaseUrl?: string;
  /** PGlite data dir; 'memory://' for an in-memory database */
  dataDir?: string;
  poolMax?: number;
  migrate?: boolean;
  /** a PGlite data dir dumped after migrating (tests clone it instead of running initdb each time) */
  pgliteTemplate?: Blob;
}

/** any constant: the key of the advisory lock that serializes migrations across processes */
const MIGRATION_LOCK = 7_231_994_002;

/**
 * Several server processes may start at once on one PostgreSQL: each takes a session-level advisory
 * lock on its own connection before migrating, so the first applies the migrations and the others,
 * once it lets go, find nothing left to do (instead of racing to create the same tables).
 */
async function migrateOnce(databaseUrl: string, migrate: () => Promise<unknown>) {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    // closing the connection also releases the lock if the unlock itself failed
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}

export async function openDatabase(opts: OpenDbOptions): Promise<Database> {
  const runMigrations = opts.migrate ?? true;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10 });
    pool.on('error', () => {
      /* an idle client died (e.g. the server restarted); the pool replaces it */
    });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    if (runMigrations) await migrateOnce(opts.databaseUrl, () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }));
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // extensions must be handed to PGlite at creation; the migrations then CREATE EXTENSION them
  const pglite = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(opts.pgliteTemplate ? { loadDataDir: opts.pgliteTemplate } : {}),
  });
  const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Db;
  if (runMigrations) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}
