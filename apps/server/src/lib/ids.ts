import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const hmacSha256 = (key: string, s: string) => createHmac('sha256', key).update(s).digest('hex');
/** n decimal digits from the CSPRNG, leading zeros kept */
export const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
