import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers.js';

/**
 * Which tables a request wrote, for the fuzz test's "a refused request writes nothing": a row
 * trigger on every table of the app appends (table, operation) to `fuzz_writes` inside the writing
 * transaction, so a rolled-back transaction leaves no trace and a committed one always does.
 * This lives only in the test's own database (no migration).
 */
export async function installWriteLog(t: TestApp) {
  const db = t.database.db;
  await db.execute(sql.raw(`create table fuzz_writes (id bigserial primary key, tbl text not null, op text not null)`));
  await db.execute(
    sql.raw(`create function fuzz_log_write() returns trigger language plpgsql as $$
      begin insert into fuzz_writes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  const tables = await db.execute<{ name: string }>(
    sql.raw(`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes'`),
  );
  const names = rows<{ name: string }>(tables).map((r) => r.name);
  for (const name of names) {
    await db.execute(
      sql.raw(`create trigger fuzz_log after insert or update or delete on "${name}" for each row execute function fuzz_log_write()`),
    );
  }
  let last = 0;
  return {
    tables: names,
    /** "table:OP" → rows written since the last call */
    async since(): Promise<Record<string, number>> {
      const r = rows<{ tbl: string; op: string; n: number; hi: string }>(
        await db.execute<{ tbl: string; op: string; n: number; hi: string }>(
          sql`select tbl, op, count(*)::int as n, max(id)::text as hi from fuzz_writes where id > ${last} group by tbl, op`,
        ),
      );
      const out: Record<string, number> = {};
      for (const w of r) {
        out[`${w.tbl}:${w.op}`] = Number(w.n);
        last = Math.max(last, Number(w.hi));
      }
      return out;
    },
  };
}

function rows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}
