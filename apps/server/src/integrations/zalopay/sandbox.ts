import { createHmac, randomInt } from 'node:crypto';
import { hmacHex, macMatches } from './mac.js';
import type { CallbackBody, CallbackData, CreatedOrder, CreateOrderInput, QueryResult, TopupGateway } from './types.js';

/**
 * The built-in sandbox gateway, used whenever ZaloPay is not configured (development, tests, demos).
 * It behaves like ZaloPay from the wallet's point of view: orders are signed with key1, its payment
 * page (modules/wallet/sandbox-page.service.ts) sends the callback `{data, mac, type}` signed with
 * key2 over HTTP, and it answers status queries. Its keys are derived from the server's OTP secret at boot, so they
 * are never committed and differ per installation. What the "remote" side knows about an order
 * (paid or cancelled on the payment page) is kept by whoever created the order, through a
 * `SandboxOrderStore` (the wallet keeps it on its top-up row); the gateway itself owns no table.
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

/** An order as the sandbox's "remote" side sees it. */
export interface SandboxOrder {
  amount: number;
  remote: SandboxRemoteState | null;
}

/** Where the sandbox's orders and their remote state live (implemented by the module that creates the orders). */
export interface SandboxOrderStore {
  findOrder(appTransId: string): Promise<SandboxOrder | null>;
  /** keeps the payment page's outcome; the first one wins (a paid order is never cancelled, nor the reverse) */
  saveRemoteState(appTransId: string, state: SandboxRemoteState): Promise<void>;
}

export interface SandboxGateway extends TopupGateway {
  readonly keys: SandboxKeys;
  payUrl(appTransId: string): string;
  /** the payment page's "Thanh toán": the order is paid at the gateway (a new gateway transaction id) */
  markPaid(appTransId: string, now: Date): Promise<void>;
  /** the payment page's "Hủy" */
  markCanceled(appTransId: string, now: Date): Promise<void>;
  /** the signed callback ZaloPay would send for this paid order */
  signCallback(data: CallbackData): CallbackBody;
}

export function sandboxGateway(opts: { store: SandboxOrderStore; appUrl: string; secret: string }): SandboxGateway {
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
      const row = await opts.store.findOrder(appTransId);
      if (!row) return { status: 'failed', message: 'Không tìm thấy giao dịch' };
      if (row.remote?.status === 'paid') return { status: 'paid', amount: row.amount, zpTransId: row.remote.zp_trans_id! };
      if (row.remote?.status === 'canceled') return { status: 'failed', message: 'Người dùng đã hủy thanh toán' };
      return { status: 'processing' };
    },

    markPaid: (appTransId, now) =>
      opts.store.saveRemoteState(appTransId, {
        status: 'paid',
        zp_trans_id: `${now.getTime() % 1e9}${randomInt(1000, 9999)}`,
        at: now.toISOString(),
      }),

    markCanceled: (appTransId, now) => opts.store.saveRemoteState(appTransId, { status: 'canceled', at: now.toISOString() }),

    verifyCallback: (data, mac) => macMatches(keys.key2, data, mac),

    signCallback(data: CallbackData): CallbackBody {
      const raw = JSON.stringify(data);
      return { data: raw, mac: hmacHex(keys.key2, raw), type: 1 };
    },
  };
}
