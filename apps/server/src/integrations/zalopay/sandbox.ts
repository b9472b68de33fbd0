import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { topups } from '../../modules/wallet/wallet.schema.js';
import { hmacHex, macMatches } from './mac.js';
import type { CallbackBody, CallbackData, CreatedOrder, CreateOrderInput, QueryResult, TopupGateway } from './types.js';

/**
 * The built-in sandbox gateway, used whenever ZaloPay is not configured (development, tests, demos).
 * It behaves like ZaloPay from the wallet's point of view: orders are signed with key1, its payment
 * page (wallet/sandbox.routes.ts) sends the callback `{data, mac, type}` signed with key2 over HTTP,
 * and it answers status queries. Its keys are derived from the server's OTP secret at boot, so they
 * are never committed and differ per installation. What the "remote" side knows about an order
 * (paid or cancelled on the payment page) is kept in the top-up's `metadata.sandbox`.
 */
export const SANDBOX_APP_ID = '2553';

export interface SandboxKeys {
  key1: string;
  key2: string;
}

export function sandboxKeys(secret: string): SandboxKeys {
  const derive = (label: string) => createHmac('sha256', secret).update(`cho-gundam:sandbox-gateway:${label}`).digest('base64url');
  return { key1: derive('key1'), key2: derive('key2') };
}

export interface SandboxRemoteState {
  status: 'paid' | 'canceled';
  zp_trans_id?: string;
  at: string;
}

export interface SandboxGateway extends TopupGateway {
  readonly keys: SandboxKeys;
  payUrl(appTransId: string): string;
  /** the signed callback ZaloPay would send for this paid order */
  signCallback(data: CallbackData): CallbackBody;
}

export function sandboxGateway(opts: { db: Db; appUrl: string; secret: string }): SandboxGateway {
  const keys = sandboxKeys(opts.secret);
  const payUrl = (appTransId: string) => `${opts.appUrl}/api/v1/wallet/sandbox-gateway/pay/${encodeURIComponent(appTransId)}`;
  return {
    provider: 'sandbox',
    appId: SANDBOX_APP_ID,
    keys,
    payUrl,

    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      // nothing to call: the order lives in our own topups row; the QR carries the payment page's address
      return { orderUrl: payUrl(input.appTransId), qrCode: payUrl(input.appTransId), zpTransToken: null };
    },

    async queryOrder(appTransId: string): Promise<QueryResult> {
      const [row] = await opts.db
        .select({ amount: topups.amount, remote: sql<SandboxRemoteState | null>`${topups.metadata} -> 'sandbox'` })
        .from(topups)
        .where(and(eq(topups.provider, 'sandbox'), eq(topups.appTransId, appTransId)));
      if (!row) return { status: 'failed', message: 'Không tìm thấy giao dịch' };
      if (row.remote?.status === 'paid') return { status: 'paid', amount: row.amount, zpTransId: row.remote.zp_trans_id! };
      if (row.remote?.status === 'canceled') return { status: 'failed', message: 'Người dùng đã hủy thanh toán' };
      return { status: 'processing' };
    },

    verifyCallback: (data, mac) => macMatches(keys.key2, data, mac),

    signCallback(data: CallbackData): CallbackBody {
      const raw = JSON.stringify(data);
      return { data: raw, mac: hmacHex(keys.key2, raw), type: 1 };
    },
  };
}
