import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cancelOrderBody,
  checkoutBody,
  checkoutQuoteBody,
  complaintDecisionBody,
  complaintFields,
  complaintListQuery,
  orderIdParams,
  orderListQuery,
  shopReportQuery,
  shopTransactionQuery,
} from '@cho-gundam/contracts';
import type { Storage } from '../../integrations/storage.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { caller } from '../../plugins/auth-guard.js';
import { requireIdempotencyKey } from '../ledger/index.js';
import { checkoutService } from './checkout.service.js';
import { DEADLINE_JOB } from './order-transitions.js';
import { ordersReadService } from './orders.read.js';
import { sellerRevenue } from './seller-reports.js';
import { ordersService } from './orders.service.js';

export interface OrdersRoutesOptions {
  storage: Storage;
}

const security = [{ bearer: [] }];
const MAX_PHOTOS = 5;
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Reads `images` files (≤ 5, ≤ 10 MB each) and, when allowed, text fields from a multipart form. */
async function readPhotos(req: FastifyRequest, allowFields: readonly string[]) {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 415, 'Vui lòng gửi dữ liệu dưới dạng multipart/form-data');
  const files: Buffer[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: MAX_PHOTOS, fields: 5, fieldSize: 16 * 1024 } })) {
      if (part.type === 'field') {
        if (!allowFields.includes(part.fieldname)) throw badRequest('validation_failed', `Trường không được hỗ trợ: ${part.fieldname}`);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'images') {
        part.file.resume();
        throw badRequest('validation_failed', `Trường tệp không được hỗ trợ: ${part.fieldname}. Dùng images.`);
      }
      let buf: Buffer;
      try {
        buf = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', 413, 'Mỗi ảnh tối đa 10 MB. Vui lòng chọn ảnh nhỏ hơn.');
        throw err;
      }
      if (buf.length === 0 && !part.filename) continue;
      files.push(buf);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest('validation_failed', `Tối đa ${MAX_PHOTOS} ảnh`, { fields: [{ field: 'images', message: `Tối đa ${MAX_PHOTOS} ảnh` }] });
    throw badRequest('validation_failed', 'Dữ liệu tải lên không hợp lệ');
  }
  return { files, fields };
}

/** Checkout, orders (buyer and seller), complaints and the seller's money pages. docs/domain/orders.md */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, opts) => {
  const { db, clock, carrier } = app.ctx;
  const checkout = checkoutService({ db, clock, carrier, storage: opts.storage });
  const commands = ordersService({ db, clock, storage: opts.storage });
  const read = ordersReadService({ db, clock });
  app.ctx.jobs.register(DEADLINE_JOB, (payload) => commands.runDeadline(payload));

  const sellerOnly = app.requireRole('seller');
  const staffOnly = app.requireRole('moderator', 'admin');
  const auth = { onRequest: app.authenticate };
  const detail = (req: FastifyRequest, id: string) => read.detail(caller(req), id);

  // ---- checkout ----
  app.post('/checkout/quote', { ...auth, schema: { tags: ['checkout'], security, summary: 'Báo giá thanh toán: nhóm theo shop, phí vận chuyển, số dư', body: checkoutQuoteBody } }, async (req) =>
    checkout.quote(caller(req).userId, req.body),
  );

  app.post(
    '/checkout',
    {
      ...auth,
      schema: {
        tags: ['checkout'],
        security,
        summary: 'Đặt hàng và thanh toán bằng ví (header Idempotency-Key bắt buộc)',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: checkoutBody,
      },
    },
    async (req, reply) => {
      const key = requireIdempotencyKey(req.headers['idempotency-key']);
      const res = await checkout.checkout(caller(req).userId, key, req.body);
      if (!res.replayed) app.ctx.jobs.poke();
      return reply.status(res.statusCode).header('idempotent-replayed', String(res.replayed)).send(res.body);
    },
  );

  // ---- orders ----
  app.get('/orders', { ...auth, schema: { tags: ['orders'], security, summary: 'Đơn hàng của tôi (role=buyer) hoặc của shop (role=seller)', querystring: orderListQuery } }, async (req) =>
    read.list(caller(req), req.query),
  );
  app.get('/orders/:id', { ...auth, schema: { tags: ['orders'], security, summary: 'Chi tiết đơn hàng (người mua, người bán hoặc điều hành viên)', params: orderIdParams } }, async (req) =>
    detail(req, req.params.id),
  );
  app.post('/orders/:id/confirm', { ...auth, schema: { tags: ['orders'], security, summary: 'Người bán xác nhận đơn (Chờ xác nhận → Đang đóng gói)', params: orderIdParams } }, async (req) => {
    await commands.confirm(caller(req), req.params.id);
    return detail(req, req.params.id);
  });
  app.post(
    '/orders/:id/cancel',
    { ...auth, schema: { tags: ['orders'], security, summary: 'Hủy đơn khi đang chờ xác nhận (người bán: lý do ≥ 10 ký tự)', params: orderIdParams, body: cancelOrderBody.optional() } },
    async (req) => {
      await commands.cancel(caller(req), req.params.id, req.body?.reason);
      return detail(req, req.params.id);
    },
  );
  app.post('/orders/:id/packing', { ...auth, schema: { tags: ['orders'], security, summary: 'Người bán tải 1–5 ảnh đóng gói (multipart, trường images)', params: orderIdParams } }, async (req) => {
    const { files } = await readPhotos(req, []);
    await commands.pack(caller(req), req.params.id, files);
    app.ctx.jobs.poke();
    return detail(req, req.params.id);
  });
  app.post('/orders/:id/receipt', { ...auth, schema: { tags: ['orders'], security, summary: 'Người mua xác nhận đã nhận hàng (Hoàn tất)', params: orderIdParams } }, async (req) => {
    await commands.confirmReceipt(caller(req), req.params.id);
    return detail(req, req.params.id);
  });
  app.post('/orders/:id/complaint', { ...auth, schema: { tags: ['orders'], security, summary: 'Người mua khiếu nại trong 3 ngày sau khi giao (multipart: reason + 1–5 ảnh images)', params: orderIdParams } }, async (req, reply) => {
    const { files, fields } = await readPhotos(req, ['reason']);
    const parsed = complaintFields.safeParse({ reason: fields.reason });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Lý do khiếu nại không hợp lệ';
      throw badRequest('validation_failed', message, { fields: [{ field: 'reason', message }] });
    }
    await commands.complain(caller(req), req.params.id, parsed.data.reason, files);
    return reply.status(201).send(await detail(req, req.params.id));
  });

  // ---- moderator ----
  app.get('/moderator/complaints', { onRequest: staffOnly, schema: { tags: ['moderator'], security, summary: 'Danh sách khiếu nại', querystring: complaintListQuery } }, async (req) =>
    read.complaints(req.query),
  );
  app.post(
    '/moderator/orders/:id/complaint/decision',
    { onRequest: staffOnly, schema: { tags: ['moderator'], security, summary: 'Xử lý khiếu nại: hoàn tiền, hoàn một phần hoặc thanh toán cho người bán', params: orderIdParams, body: complaintDecisionBody } },
    async (req) => {
      await commands.decideComplaint(caller(req), req.params.id, req.body);
      return detail(req, req.params.id);
    },
  );

  // ---- seller money pages ----
  app.get('/shop/transactions', { onRequest: sellerOnly, schema: { tags: ['shop'], security, summary: 'Giao dịch của shop (sổ cái: chờ thanh toán, tiền bán hàng, hoàn tiền, rút tiền)', querystring: shopTransactionQuery } }, async (req) =>
    read.transactions(caller(req), req.query.page, req.query.page_size),
  );
  app.get('/shop/reports', { onRequest: sellerOnly, schema: { tags: ['shop'], security, summary: 'Báo cáo doanh thu theo khoảng ngày', querystring: shopReportQuery } }, async (req) =>
    read.report(caller(req).userId, req.query.from, req.query.to),
  );
  app.get('/shop/reports.csv', { onRequest: sellerOnly, schema: { tags: ['shop'], security, summary: 'Xuất báo cáo CSV (UTF-8 có BOM)', querystring: shopReportQuery } }, async (req, reply) => {
    const csv = await read.reportCsv(caller(req).userId, req.query.from, req.query.to);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${csv.filename}"`).send(csv.body);
  });
  app.get('/shop/revenue', { onRequest: sellerOnly, schema: { tags: ['shop'], security, summary: 'Doanh thu cho trang tổng quan người bán' } }, async (req) =>
    sellerRevenue(db, caller(req).userId, clock.now()),
  );
};
