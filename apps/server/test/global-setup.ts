import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.js';

/**
 * On PGlite, initdb + migrations take ~3 s: do them once, dump the data dir, and let every test
 * file start from a copy. On PostgreSQL (DATABASE_URL set) each file creates its own database.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const database = await openDatabase({});
  const dump = await database.pglite!.dumpDataDir('none');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cg-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.CG_PGLITE_TEMPLATE = file;
}
