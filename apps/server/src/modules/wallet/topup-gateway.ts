import { randomBytes } from 'node:crypto';
import type { CallbackData, TopupGateway } from '../../integrations/zalopay/index.js';
import { vnDatePrefix } from '../../integrations/zalopay/index.js';

// Our side of the gateway protocol: the app_trans_id we mint for an order, and reading the callback.

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** yymmdd (Vietnam date) + '_' + 16 base32 characters from 10 random bytes: unique and unguessable. */
export function newAppTransId(now: Date): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${vnDatePrefix(now)}_${out}`;
}

/** A payment the gateway reports (callback or status query), before it is checked against our top-up. */
export interface PaymentReport {
  appTransId: string;
  appId: string;
  amount: number;
  gatewayTransId: string;
  via: 'callback' | 'query';
}

/** What the gateway's callback body turned out to be; `refused` carries the answer and the stored outcome. */
export type CallbackReading =
  | { ok: true; report: PaymentReport }
  | { ok: false; appTransId: string | null; macValid: boolean; outcome: string; answer: { return_code: number; return_message: string } };

/**
 * Reads a callback exactly as ZaloPay's contract says (docs/domain/wallet.md, "The callback
 * contract"): `{data, mac}` with `data` a JSON string; the MAC is checked over the raw `data`
 * before anything in it is parsed; then the fields we need must be there.
 */
export function readCallback(raw: string, gateway: Pick<TopupGateway, 'verifyCallback'>): CallbackReading {
  let outer: { data?: unknown; mac?: unknown };
  try {
    outer = JSON.parse(raw) as typeof outer;
  } catch {
    outer = {};
  }
  if (typeof outer?.data !== 'string' || typeof outer.mac !== 'string') {
    return { ok: false, appTransId: null, macValid: false, outcome: 'rejected:invalid_body', answer: refused('invalid request') };
  }
  if (!gateway.verifyCallback(outer.data, outer.mac)) {
    return { ok: false, appTransId: null, macValid: false, outcome: 'bad_mac', answer: refused('mac not equal') };
  }
  let data: CallbackData;
  try {
    data = JSON.parse(outer.data) as CallbackData;
  } catch {
    data = {} as CallbackData;
  }
  const amount = Number(data.amount);
  if (
    typeof data.app_trans_id !== 'string' ||
    !Number.isSafeInteger(amount) ||
    data.zp_trans_id === undefined ||
    data.app_id === undefined
  ) {
    const appTransId = typeof data.app_trans_id === 'string' ? data.app_trans_id : null;
    return { ok: false, appTransId, macValid: true, outcome: 'rejected:invalid_data', answer: refused('invalid data') };
  }
  return {
    ok: true,
    report: {
      appTransId: data.app_trans_id,
      appId: String(data.app_id),
      amount,
      gatewayTransId: String(data.zp_trans_id),
      via: 'callback',
    },
  };
}

const refused = (return_message: string) => ({ return_code: -1, return_message });
