import { AppError } from '../../lib/errors.js';
import { createOrderMac, macMatches, queryOrderMac } from './mac.js';
import type { CreatedOrder, CreateOrderInput, QueryResult, TopupGateway } from './types.js';

export interface ZaloPayConfig {
  appId: string;
  key1: string;
  key2: string;
  /** e.g. https://sb-openapi.zalopay.vn (paths /v2/create and /v2/query are appended) */
  endpoint: string;
  callbackUrl: string;
}

const gatewayError = (msg = 'Cổng thanh toán ZaloPay đang gặp sự cố, vui lòng thử lại sau') => new AppError('gateway_error', 502, msg);

/** ZaloPay v2 over HTTPS (form posts, JSON answers). `fetchImpl` is the app's outbound fetch. */
export function zaloPayGateway(cfg: ZaloPayConfig, fetchImpl: typeof fetch, timeoutMs = 10_000): TopupGateway {
  async function post(path: string, form: Record<string, string>) {
    let res: Response;
    try {
      res = await fetchImpl(`${cfg.endpoint}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw gatewayError();
    }
    if (!res.ok) throw gatewayError();
    try {
      return (await res.json()) as Record<string, unknown>;
    } catch {
      throw gatewayError();
    }
  }

  return {
    provider: 'zalopay',
    appId: cfg.appId,

    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      const embed_data = JSON.stringify({ preferred_payment_method: [], redirecturl: input.redirectUrl });
      const item = '[]';
      const fields = {
        app_id: cfg.appId,
        app_trans_id: input.appTransId,
        app_user: input.appUser,
        amount: String(input.amount),
        app_time: String(input.appTime),
        embed_data,
        item,
      };
      const body = await post('/v2/create', {
        ...fields,
        description: input.description,
        bank_code: '',
        callback_url: cfg.callbackUrl,
        expire_duration_seconds: String(input.expireSeconds),
        mac: createOrderMac(cfg.key1, fields),
      });
      if (Number(body.return_code) !== 1 || typeof body.order_url !== 'string') {
        throw gatewayError(`ZaloPay từ chối tạo giao dịch: ${String(body.sub_return_message ?? body.return_message ?? 'không rõ lý do')}`);
      }
      return {
        orderUrl: body.order_url,
        qrCode: typeof body.qr_code === 'string' ? body.qr_code : null,
        zpTransToken: typeof body.zp_trans_token === 'string' ? body.zp_trans_token : null,
      };
    },

    async queryOrder(appTransId: string): Promise<QueryResult> {
      const body = await post('/v2/query', {
        app_id: cfg.appId,
        app_trans_id: appTransId,
        mac: queryOrderMac(cfg.key1, cfg.appId, appTransId),
      });
      const code = Number(body.return_code);
      if (code === 1) {
        const amount = Number(body.amount);
        if (!Number.isSafeInteger(amount) || body.zp_trans_id === undefined) throw gatewayError();
        return { status: 'paid', amount, zpTransId: String(body.zp_trans_id) };
      }
      if (code === 3 || body.is_processing === true) return { status: 'processing' };
      return { status: 'failed', message: String(body.return_message ?? body.sub_return_message ?? '') };
    },

    verifyCallback: (data, mac) => macMatches(cfg.key2, data, mac),
  };
}
