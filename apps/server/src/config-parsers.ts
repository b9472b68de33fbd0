import { isIP } from 'node:net';

/** Parsers for the configuration's structured variables (config.ts). */

/**
 * TRUST_PROXY: behind a load balancer the client's address is in X-Forwarded-For, and only the hops
 * we trust may set it. `1` trusts the nearest proxy, `10.0.0.0/8,127.0.0.1` the listed proxies.
 */
export function parseTrustProxy(v: string | undefined): boolean | number | string[] | null {
  if (v === undefined || v === '' || ['false', 'no'].includes(v)) return false;
  if (['true', 'yes'].includes(v)) return true;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const valid = list.every((item) => {
    const [addr, bits, ...rest] = item.split('/');
    if (rest.length || !addr || isIP(addr) === 0) return false;
    if (bits === undefined) return true;
    const max = isIP(addr) === 4 ? 32 : 128;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
  });
  return valid && list.length ? list : null;
}

export const isOrigin = (s: string) => {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === s;
  } catch {
    return false;
  }
};
