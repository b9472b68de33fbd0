import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOrderMac, hmacHex, queryOrderMac } from '../src/integrations/zalopay/mac.js';

/**
 * A fake ZaloPay v2 on 127.0.0.1 for the real adapter's tests: it speaks ZaloPay's form posts and
 * JSON answers, checks every request's MAC with key1 (a wrong MAC gets return_code 2, as ZaloPay
 * answers "invalid mac"), refuses a duplicate app_trans_id (-68), and produces callbacks signed
 * with key2 exactly as ZaloPay does. Tests decide when an order is paid.
 */
export interface FakeOrder {
  app_trans_id: string;
  app_user: string;
  amount: number;
  app_time: number;
  embed_data: string;
  item: string;
  callback_url: string;
  description: string;
  paid: boolean;
  zp_trans_id: number | null;
}

export interface FakeZaloPay {
  url: string;
  appId: string;
  key1: string;
  key2: string;
  orders: Map<string, FakeOrder>;
  /** requests whose MAC did not verify */
  badMacRequests: number;
  requests: { path: string; form: Record<string, string> }[];
  /** marks the order paid at "ZaloPay" (no callback is sent: the test delivers `callbackFor` when it wants) */
  pay(appTransId: string): FakeOrder;
  callbackFor(appTransId: string, over?: Partial<Record<string, unknown>>): { data: string; mac: string; type: number };
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(raw));
}

export async function startFakeZaloPay(opts: { appId?: string; key1?: string; key2?: string } = {}): Promise<FakeZaloPay> {
  const appId = opts.appId ?? '554';
  const key1 = opts.key1 ?? 'fake-key1-8NdU5pG5R2spGHGhyO99HN1OhD8IQJBn';
  const key2 = opts.key2 ?? 'fake-key2-uUfsWgfLkRLzq6W2uNXTCxrfxs51auny';
  let seq = 240_000_000;
  const fake: FakeZaloPay = {
    url: '',
    appId,
    key1,
    key2,
    orders: new Map(),
    badMacRequests: 0,
    requests: [],
    pay(appTransId) {
      const o = fake.orders.get(appTransId);
      if (!o) throw new Error(`fake ZaloPay: no order ${appTransId}`);
      if (!o.paid) {
        o.paid = true;
        o.zp_trans_id = ++seq;
      }
      return o;
    },
    callbackFor(appTransId, over = {}) {
      const o = fake.orders.get(appTransId);
      if (!o || !o.paid) throw new Error(`fake ZaloPay: order ${appTransId} not paid`);
      const data = JSON.stringify({
        app_id: Number(appId),
        app_trans_id: o.app_trans_id,
        app_time: o.app_time,
        app_user: o.app_user,
        amount: o.amount,
        embed_data: o.embed_data,
        item: o.item,
        zp_trans_id: o.zp_trans_id,
        server_time: Date.now(),
        channel: 38,
        merchant_user_id: 'fake-merchant-user',
        user_fee_amount: 0,
        discount_amount: 0,
        ...over,
      });
      return { data, mac: hmacHex(key2, data), type: 1 };
    },
    close: async () => undefined,
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const send = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const form = await readForm(req);
      fake.requests.push({ path: req.url ?? '', form });
      if (req.url === '/v2/create') {
        const expected = createOrderMac(key1, {
          app_id: form.app_id ?? '',
          app_trans_id: form.app_trans_id ?? '',
          app_user: form.app_user ?? '',
          amount: form.amount ?? '',
          app_time: form.app_time ?? '',
          embed_data: form.embed_data ?? '',
          item: form.item ?? '',
        });
        if (form.app_id !== appId || form.mac !== expected) {
          fake.badMacRequests += 1;
          return send({
            return_code: 2,
            return_message: 'Giao dịch thất bại',
            sub_return_code: -401,
            sub_return_message: 'Dữ liệu yêu cầu không hợp lệ',
          });
        }
        if (!/^\d{6}_/.test(form.app_trans_id ?? ''))
          return send({
            return_code: 2,
            return_message: 'Giao dịch thất bại',
            sub_return_code: -92,
            sub_return_message: 'app_trans_id không hợp lệ',
          });
        if (fake.orders.has(form.app_trans_id!))
          return send({
            return_code: 2,
            return_message: 'Giao dịch thất bại',
            sub_return_code: -68,
            sub_return_message: 'Mã giao dịch bị trùng',
          });
        fake.orders.set(form.app_trans_id!, {
          app_trans_id: form.app_trans_id!,
          app_user: form.app_user!,
          amount: Number(form.amount),
          app_time: Number(form.app_time),
          embed_data: form.embed_data!,
          item: form.item!,
          callback_url: form.callback_url ?? '',
          description: form.description ?? '',
          paid: false,
          zp_trans_id: null,
        });
        const token = `fake-token-${form.app_trans_id}`;
        return send({
          return_code: 1,
          return_message: 'Giao dịch thành công',
          sub_return_code: 1,
          sub_return_message: 'Giao dịch thành công',
          order_url: `${fake.url}/pay?order=${encodeURIComponent(token)}`,
          zp_trans_token: token,
          order_token: token,
          qr_code: `00020101021226520010vn.zalopay0203001010627000503173${form.app_trans_id}`,
        });
      }
      if (req.url === '/v2/query') {
        if (form.app_id !== appId || form.mac !== queryOrderMac(key1, appId, form.app_trans_id ?? '')) {
          fake.badMacRequests += 1;
          return send({
            return_code: 2,
            return_message: 'Giao dịch thất bại',
            sub_return_code: -401,
            sub_return_message: 'Dữ liệu yêu cầu không hợp lệ',
          });
        }
        const o = fake.orders.get(form.app_trans_id ?? '');
        if (!o)
          return send({
            return_code: 2,
            return_message: 'Giao dịch thất bại',
            sub_return_code: -54,
            sub_return_message: 'Giao dịch không tồn tại',
            is_processing: false,
            amount: 0,
            zp_trans_id: 0,
          });
        if (!o.paid)
          return send({
            return_code: 3,
            return_message: 'Giao dịch chưa thực hiện',
            sub_return_code: -49,
            is_processing: true,
            amount: 0,
            zp_trans_id: 0,
          });
        return send({
          return_code: 1,
          return_message: 'Giao dịch thành công',
          sub_return_code: 1,
          is_processing: false,
          amount: o.amount,
          discount_amount: 0,
          zp_trans_id: o.zp_trans_id,
        });
      }
      res.writeHead(404).end();
    })().catch(() => {
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
