import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Province, Ward } from '@cho-gundam/contracts';

/**
 * Vietnam's administrative units in force since 1 July 2025: 34 provinces/cities, each with its
 * wards/communes (two levels, no district). Read once from the contracts package's JSON.
 */
interface RawRegistry {
  provinces: { code: string; name: string; short: string; wards: { code: string; name: string }[] }[];
}

interface ProvinceEntry {
  province: Province;
  wards: Ward[];
  wardsByCode: Map<string, Ward>;
}

function load(): Map<string, ProvinceEntry> {
  const file = createRequire(import.meta.url).resolve('@cho-gundam/contracts/data/vn-admin-units-2025.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawRegistry;
  const byCode = new Map<string, ProvinceEntry>();
  for (const p of raw.provinces) {
    const wards = p.wards.map((w) => ({ code: w.code, name: w.name }));
    byCode.set(p.code, {
      province: { code: p.code, name: p.name, short: p.short, ward_count: wards.length },
      wards,
      wardsByCode: new Map(wards.map((w) => [w.code, w])),
    });
  }
  return byCode;
}

let registry: Map<string, ProvinceEntry> | null = null;
const entries = () => (registry ??= load());

export function listProvinces(): Province[] {
  return [...entries().values()].map((e) => e.province);
}

/** null for an unknown province */
export function wardsOf(provinceCode: string): Ward[] | null {
  return entries().get(provinceCode)?.wards ?? null;
}

export type RegionLookup =
  { ok: true; provinceName: string; wardName: string } | { ok: false; field: 'province_code' | 'ward_code'; message: string };

/** Checks that the ward belongs to the province and gives both official names. */
export function lookupWard(provinceCode: string, wardCode: string): RegionLookup {
  const entry = entries().get(provinceCode);
  if (!entry) return { ok: false, field: 'province_code', message: 'Tỉnh/thành phố không tồn tại' };
  const ward = entry.wardsByCode.get(wardCode);
  if (!ward) return { ok: false, field: 'ward_code', message: `Phường/xã không thuộc ${entry.province.name}` };
  return { ok: true, provinceName: entry.province.name, wardName: ward.name };
}
