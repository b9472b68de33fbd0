import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake GHN (Giao Hàng Nhanh) API for tests: a real HTTP server answering the shipping-order
 * endpoints the adapter uses in GHN's JSON shape `{code, message, data}`. It refuses calls without
 * the right `Token` / `ShopId` headers (GHN answers 401), refuses a second order with the same
 * client_order_code (GHN answers 400), keeps every request for assertions, and lets the test move
 * a parcel through GHN's raw statuses (`setStatus`).
 */
export interface FakeGhnRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeGhnOrder {
  order_code: string;
  client_order_code: string;
  status: string;
  total_fee: number;
  log: { status: string; updated_date: string }[];
  body: Record<string, unknown>;
  leadtime: string;
}

export interface FakeGhn {
  url: string;
  token: string;
  shopId: string;
  requests: FakeGhnRequest[];
  orders: Map<string, FakeGhnOrder>;
  /** the fee the fake charges: 25.000 ₫ + 5.000 ₫ per started 500 g above the first 500 g */
  feeFor(weight: number): number;
  /** GHN moves the parcel: appends to its log and sets its current status */
  setStatus(orderCode: string, status: string, at: Date): void;
  /** the next call to this path answers with this HTTP status and GHN error body (once) */
  failNext(path: string, httpStatus: number, message: string): void;
  close(): Promise<void>;
}

const PREFIX = '/shiip/public-api/v2/shipping-order';

export async function startFakeGhn(opts: { token?: string; shopId?: string; now?: () => Date } = {}): Promise<FakeGhn> {
  const token = opts.token ?? 'ghn-test-token-123';
  const shopId = opts.shopId ?? '885123';
  const now = opts.now ?? (() => new Date());
  const requests: FakeGhnRequest[] = [];
  const orders = new Map<string, FakeGhnOrder>();
  const failures = new Map<string, { httpStatus: number; message: string }>();
  let seq = 0;
  const feeFor = (weight: number) => 25_000 + Math.max(0, Math.ceil((weight - 500) / 500)) * 5_000;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        return send(400, { code: 400, message: 'Invalid JSON', data: null });
      }
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ path, headers: req.headers, body });
      if (req.method !== 'POST') return send(405, { code: 405, message: 'Method not allowed', data: null });
      if (req.headers['token'] !== token) return send(401, { code: 401, message: 'Token is not valid', data: null });
      if (req.headers['shopid'] !== shopId)
        return send(400, { code: 400, message: 'ShopId is not valid', code_message: 'SHOP_NOT_FOUND', data: null });
      const failure = failures.get(path);
      if (failure) {
        failures.delete(path);
        return send(failure.httpStatus, { code: failure.httpStatus, message: failure.message, data: null });
      }
      const need = (...keys: string[]) => keys.filter((k) => body[k] === undefined || body[k] === null || body[k] === '');

      if (path === `${PREFIX}/fee`) {
        const missing = need('service_type_id', 'weight', 'to_province_name', 'to_ward_name');
        if (missing.length) return send(400, { code: 400, message: `Thiếu ${missing.join(', ')}`, data: null });
        const total = feeFor(Number(body.weight));
        return send(200, {
          code: 200,
          message: 'Success',
          data: { total, service_fee: total, insurance_fee: 0, pick_station_fee: 0, coupon_value: 0, r2s_fee: 0 },
        });
      }
      if (path === `${PREFIX}/create`) {
        const missing = need(
          'client_order_code',
          'to_name',
          'to_phone',
          'to_address',
          'to_ward_name',
          'to_province_name',
          'weight',
          'length',
          'width',
          'height',
          'service_type_id',
          'payment_type_id',
          'required_note',
        );
        if (missing.length) return send(400, { code: 400, message: `Thiếu ${missing.join(', ')}`, data: null });
        const clientCode = String(body.client_order_code);
        if ([...orders.values()].some((o) => o.client_order_code === clientCode)) {
          return send(400, {
            code: 400,
            message: 'Mã đơn hàng của khách hàng đã tồn tại',
            code_message: 'DUPLICATE_CLIENT_ORDER_CODE',
            data: null,
          });
        }
        seq += 1;
        const code = `GHNT${String(seq).padStart(6, '0')}`;
        const at = now();
        const leadtime = new Date(at.getTime() + 3 * 86_400_000).toISOString();
        const o: FakeGhnOrder = {
          order_code: code,
          client_order_code: clientCode,
          status: 'ready_to_pick',
          total_fee: feeFor(Number(body.weight)),
          log: [],
          body,
          leadtime,
        };
        orders.set(code, o);
        return send(200, {
          code: 200,
          message: 'Success',
          data: {
            order_code: code,
            sort_code: '190-G-01-A1',
            trans_type: 'truck',
            total_fee: o.total_fee,
            expected_delivery_time: leadtime,
            fee: { main_service: o.total_fee, insurance: 0 },
          },
        });
      }
      if (path === `${PREFIX}/detail` || path === `${PREFIX}/detail-by-client-code`) {
        const o = path.endsWith('/detail')
          ? orders.get(String(body.order_code ?? ''))
          : [...orders.values()].find((x) => x.client_order_code === String(body.client_order_code ?? ''));
        if (!o) return send(400, { code: 400, message: 'Đơn hàng không tồn tại', code_message: 'ORDER_NOT_FOUND', data: null });
        return send(200, {
          code: 200,
          message: 'Success',
          data: {
            shop_id: Number(shopId),
            order_code: o.order_code,
            client_order_code: o.client_order_code,
            status: o.status,
            total_fee: o.total_fee,
            leadtime: o.leadtime,
            updated_date: o.log.at(-1)?.updated_date ?? null,
            log: o.log,
          },
        });
      }
      return send(404, { code: 404, message: 'Not found', data: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    shopId,
    requests,
    orders,
    feeFor,
    setStatus(orderCode, status, at) {
      const o = orders.get(orderCode);
      if (!o) throw new Error(`fake GHN: no order ${orderCode}`);
      o.status = status;
      o.log.push({ status, updated_date: at.toISOString() });
    },
    failNext(path, httpStatus, message) {
      failures.set(`${PREFIX}${path}`, { httpStatus, message });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
