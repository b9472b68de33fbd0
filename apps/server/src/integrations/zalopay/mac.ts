import { createHmac, timingSafeEqual } from 'node:crypto';

/** ZaloPay's MAC: HMAC-SHA256, hex. */
export const hmacHex = (key: string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest('hex');

/** Compares a received hex MAC with the expected one in constant time (length first, then bytes). */
export function macMatches(key: string, data: string, received: string): boolean {
  if (typeof received !== 'string' || !/^[0-9a-fA-F]{64}$/.test(received)) return false;
  const expected = Buffer.from(hmacHex(key, data), 'hex');
  const got = Buffer.from(received.toLowerCase(), 'hex');
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** create-order MAC (key1): app_id|app_trans_id|app_user|amount|app_time|embed_data|item */
export const createOrderMac = (key1: string, f: { app_id: string; app_trans_id: string; app_user: string; amount: number | string; app_time: number | string; embed_data: string; item: string }) =>
  hmacHex(key1, [f.app_id, f.app_trans_id, f.app_user, f.amount, f.app_time, f.embed_data, f.item].join('|'));

/** query-order MAC (key1): app_id|app_trans_id|key1 */
export const queryOrderMac = (key1: string, appId: string, appTransId: string) => hmacHex(key1, `${appId}|${appTransId}|${key1}`);

/** The yymmdd prefix ZaloPay requires, in Vietnam time (GMT+7, no DST). */
export function vnDatePrefix(now: Date): string {
  const d = new Date(now.getTime() + 7 * 3_600_000);
  const yy = String(d.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return `${yy}${mm}${dd}`;
}
