/**
 * The top-up gateway seen by the wallet: ZaloPay v2 (integrations/zalopay/real.ts) or the built-in
 * sandbox (sandbox.ts) that speaks the same signatures. Money is credited only from a callback whose
 * MAC verifies with key2, or from a signed-in query of the order (never from a browser redirect).
 */
export interface CreateOrderInput {
  appTransId: string;
  appUser: string;
  amount: number;
  /** unix milliseconds */
  appTime: number;
  description: string;
  /** where the gateway sends the browser back after paying */
  redirectUrl: string;
  expireSeconds: number;
}

export interface CreatedOrder {
  orderUrl: string;
  qrCode: string | null;
  zpTransToken: string | null;
}

/** `paid`: money received (credit it); `processing`: not paid yet, ask again; `failed`: will never be paid. */
export type QueryResult =
  { status: 'paid'; amount: number; zpTransId: string } | { status: 'processing' } | { status: 'failed'; message: string };

export interface TopupGateway {
  /** stored in topups.provider and gateway_callbacks.provider */
  readonly provider: 'zalopay' | 'sandbox';
  readonly appId: string;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  queryOrder(appTransId: string): Promise<QueryResult>;
  /** constant-time check of a callback's `mac` over the raw `data` string with key2 */
  verifyCallback(data: string, mac: string): boolean;
}

/** What ZaloPay POSTs to the callback URL; `data` is a JSON string, signed as is. */
export interface CallbackBody {
  data: string;
  mac: string;
  type: number;
}

export interface CallbackData {
  app_id: number;
  app_trans_id: string;
  app_time: number;
  app_user: string;
  amount: number;
  embed_data: string;
  item: string;
  zp_trans_id: number;
  server_time: number;
  channel: number;
  merchant_user_id: string;
  user_fee_amount: number;
  discount_amount: number;
}
