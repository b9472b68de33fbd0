import { createHmac, timingSafeEqual } from 'node:crypto';
import { vnYymmdd } from '../../lib/time.js';

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
export const createOrderMac = (
  key1: string,
  f: {
    app_id: string;
    app_trans_id: string;
    app_user: string;
    amount: number | string;
    app_time: number | string;
    embed_data: string;
    item: string;
  },
) => hmacHex(key1, [f.app_id, f.app_trans_id, f.app_user, f.amount, f.app_time, f.embed_data, f.item].join('|'));

/** query-order MAC (key1): app_id|app_trans_id|key1 */
export const queryOrderMac = (key1: string, appId: string, appTransId: string) => hmacHex(key1, `${appId}|${appTransId}|${key1}`);

/** The yymmdd prefix ZaloPay requires on app_trans_id, in Vietnam time (lib/time.ts). */
export const vnDatePrefix = (now: Date): string => vnYymmdd(now);
