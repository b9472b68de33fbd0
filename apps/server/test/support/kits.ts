import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers.js';
import { kitSearchText } from '../../src/modules/kits/kits.cards.js';
import { kitAccessories, kitImages, kits } from '../../src/modules/kits/kits.schema.js';

/** A test app whose uploads live in a directory of its own, so files can be counted. */
export async function createKitsTestApp() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cg-kits-'));
  const t = await createTestApp({ env: { DATA_DIR: dataDir } });
  return Object.assign(t, { uploadsDir: path.join(dataDir, 'uploads') });
}
export type KitsTestApp = TestApp & { uploadsDir: string };

/** Every file under uploads/kits (relative paths). */
export function kitFiles(t: KitsTestApp): string[] {
  const root = path.join(t.uploadsDir, 'kits');
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const n of names) {
      const p = path.join(dir, n);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(path.relative(root, p));
    }
  };
  walk(root);
  return out.sort();
}

export async function rowCounts(t: TestApp) {
  const db = t.database.db;
  const [[k], [i], [a]] = await Promise.all([
    db.select({ n: count() }).from(kits),
    db.select({ n: count() }).from(kitImages),
    db.select({ n: count() }).from(kitAccessories),
  ]);
  return { kits: k!.n, images: i!.n, accessories: a!.n };
}

/** Runs a request that must fail and checks that it wrote nothing: no rows, no files. */
export async function nothingWritten<R extends { status: number }>(t: KitsTestApp, run: () => Promise<R>): Promise<R> {
  const before = await rowCounts(t);
  const filesBefore = kitFiles(t);
  const r = await run();
  expect(await rowCounts(t)).toEqual(before);
  expect(kitFiles(t)).toEqual(filesBefore);
  return r;
}

export const png = (w = 64, h = 48, color = '#3366cc') =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer();
export const jpeg = (w = 64, h = 48, color = '#cc3333') =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
export const webp = (w = 64, h = 48, color = '#33cc66') =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .webp()
    .toBuffer();

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body built by hand, as a browser would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----cgTestBoundary${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function send(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  parts: Part[] | { payload: Buffer; headers: Record<string, string> },
) {
  const body = Array.isArray(parts) ? multipart(parts) : parts;
  const res = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let json: any;
  try {
    json = res.json();
  } catch {
    json = res.body;
  }
  return { status: res.statusCode, body: json, headers: res.headers };
}

export const VALID_FIELDS: Record<string, string> = {
  name: 'MG 1/100 Strike Freedom Gundam Ver.2.0',
  grade_code: 'MG',
  series: 'Mobile Suit Gundam SEED Destiny',
  scale: '1/100',
  condition: 'open_box',
  condition_description: 'Đã mở seal ngoài, runner còn nguyên',
  manufacturer: 'Bandai',
  version: 'Ver.2.0',
  parts_total: '350',
  material: 'PS, PE',
  weight_grams: '1200',
  release_year: '2020',
  description: 'Hàng chính hãng, hộp đẹp.',
  price: '1.850.000',
  accessories: JSON.stringify([
    { name: 'Đế trưng bày', quantity: 1 },
    { name: 'Decal nước', quantity: 2 },
  ]),
};

export const fieldParts = (fields: Record<string, string | undefined>): Part[] =>
  Object.entries(fields)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([name, value]) => ({ name, value }));

/** Creates a kit through the API with valid fields (overridable) and one primary image. */
export async function createKitViaApi(
  t: TestApp,
  token: string,
  userId: string,
  over: Record<string, string | undefined> = {},
  extra: Part[] = [],
) {
  const r = await send(t, 'POST', `/api/v1/users/${userId}/gundams`, token, [
    ...fieldParts({ ...VALID_FIELDS, ...over }),
    { name: 'primary_image', filename: 'chinh.png', content: await png(), contentType: 'image/png' },
    ...extra,
  ]);
  if (r.status !== 201) throw new Error(`tạo mô hình thất bại: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

let n = 0;
/** A kit row written straight to the database (no images): fast fixtures for lists and stats. */
export async function insertKit(t: TestApp, ownerId: string, over: Partial<typeof kits.$inferInsert> & { gradeName?: string } = {}) {
  n += 1;
  const { gradeName = 'High Grade', ...rest } = over;
  const v = {
    ownerId,
    name: `HG Kit mẫu ${n}`,
    slug: `kit-mau-${n}-${Math.random().toString(36).slice(2, 10)}`,
    gradeCode: 'HG',
    series: 'Mobile Suit Gundam',
    scale: '1/144' as const,
    condition: 'new' as const,
    weightGrams: 300,
    ...rest,
  };
  const [row] = await t.database.db
    .insert(kits)
    .values({ ...v, searchText: kitSearchText({ ...v, gradeName }) })
    .returning();
  return row!;
}

export async function setStatus(t: TestApp, kitId: string, status: (typeof kits.$inferSelect)['status']) {
  await t.database.db
    .update(kits)
    .set({ status, ...(status === 'published' ? { publishedAt: t.clock.now(), price: 500_000 } : {}) })
    .where(eq(kits.id, kitId));
}

export { call };
