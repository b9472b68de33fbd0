import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  cancelOrderBody,
  complaintDecisionBody,
  complaintFields,
  complaintListQuery,
  complaintListResponse,
  complaintResponseBody,
  moderatorOrderFilters,
  moderatorOrdersQuery,
  moderatorOrdersResponse,
  orderDetailSchema,
  orderIdParams,
  orderListQuery,
  orderListResponse,
} from '@cho-gundam/contracts';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';
import { caller } from '../../plugins/auth-guard.js';
import type { ComplaintsService } from './complaints.service.js';
import type { ModeratorOrdersService } from './moderator-orders.service.js';
import { readPhotos } from './order-uploads.js';
import type { OrdersReadService } from './orders.read.js';
import type { OrdersService } from './orders.service.js';

const security = [{ bearer: [] }];
const detailResponse = { 200: orderDetailSchema };

export interface OrdersRoutesParts {
  commands: OrdersService;
  complaints: ComplaintsService;
  read: OrdersReadService;
  moderation: ModeratorOrdersService;
}

/** Orders of buyers and sellers, and complaints with the moderator's decision. docs/domain/orders.md */
export const ordersRoutes =
  ({ commands, complaints, read, moderation }: OrdersRoutesParts): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };
    const detail = (req: FastifyRequest, id: string) => read.detail(caller(req), id);

    app.get(
      '/orders',
      {
        ...auth,
        schema: {
          tags: ['orders'],
          security,
          summary: 'Đơn hàng của tôi (role=buyer) hoặc của shop (role=seller)',
          querystring: orderListQuery,
          response: { 200: orderListResponse },
        },
      },
      async (req) => read.list(caller(req), req.query),
    );
    app.get(
      '/orders/:id',
      {
        ...auth,
        schema: {
          tags: ['orders'],
          security,
          summary: 'Chi tiết đơn hàng (người mua, người bán hoặc điều hành viên)',
          params: orderIdParams,
          response: detailResponse,
        },
      },
      async (req) => detail(req, req.params.id),
    );
    app.post(
      '/orders/:id/confirm',
      {
        ...auth,
        schema: {
          tags: ['orders'],
          security,
          summary: 'Người bán xác nhận đơn (Chờ xác nhận → Đang đóng gói)',
          params: orderIdParams,
          response: detailResponse,
        },
      },
      async (req) => {
        await commands.confirm(caller(req), req.params.id);
        return detail(req, req.params.id);
      },
    );
    app.post(
      '/orders/:id/cancel',
      {
        ...auth,
        schema: {
          tags: ['orders'],
          security,
          summary: 'Hủy đơn khi đang chờ xác nhận (người bán: lý do ≥ 10 ký tự)',
          params: orderIdParams,
          body: cancelOrderBody.optional(),
          response: detailResponse,
        },
      },
      async (req) => {
        await commands.cancel(caller(req), req.params.id, req.body?.reason);
        return detail(req, req.params.id);
      },
    );
    app.post(
      '/orders/:id/packing',
      {
        ...auth,
        schema: {
          tags: ['orders'],
          security,
          summary: 'Người bán tải 1–5 ảnh đóng gói (multipart, trường images)',
          params: orderIdParams,
          response: detailResponse,
        },
      },
      async (req) => {
        const { files } = await readPhotos(req, []);
        await commands.pack(caller(req), req.params.id, files);
        return detail(req, req.params.id);
      },
    );
    app.post(
      '/orders/:id/receipt',
      {
        ...auth,
        schema: {
          tags: ['orders'],
          security,
          summary: 'Người mua xác nhận đã nhận hàng (Hoàn tất)',
          params: orderIdParams,
          response: detailResponse,
        },
      },
      async (req) => {
        await commands.confirmReceipt(caller(req), req.params.id);
        return detail(req, req.params.id);
      },
    );
    app.post(
      '/orders/:id/complaint',
      {
        ...auth,
        schema: {
          tags: ['orders'],
          security,
          summary: 'Người mua khiếu nại trong 3 ngày sau khi giao (multipart: reason + 1–5 ảnh images)',
          params: orderIdParams,
          response: { 201: orderDetailSchema },
        },
      },
      async (req, reply) => {
        const { files, fields } = await readPhotos(req, ['reason']);
        const parsed = complaintFields.safeParse({ reason: fields.reason });
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'Lý do khiếu nại không hợp lệ';
          throw badRequest('validation_failed', message, { fields: [{ field: 'reason', message }] });
        }
        await complaints.complain(caller(req), req.params.id, parsed.data.reason, files);
        return reply.status(201).send(await detail(req, req.params.id));
      },
    );

    app.post(
      '/orders/:id/complaint/response',
      {
        ...auth,
        schema: {
          tags: ['orders'],
          security,
          summary: 'Người bán phản hồi khiếu nại (một lần, khi khiếu nại đang chờ xử lý)',
          params: orderIdParams,
          body: complaintResponseBody,
          response: detailResponse,
        },
      },
      async (req) => {
        await complaints.respond(caller(req), req.params.id, req.body.response);
        return detail(req, req.params.id);
      },
    );

    // ---- moderator ----
    app.get(
      '/moderator/orders',
      {
        onRequest: app.allow('orders.moderate'),
        schema: {
          tags: ['moderator'],
          security,
          summary: 'Mọi đơn hàng: lọc theo trạng thái, loại, shop, người mua, mã đơn, khoảng ngày',
          querystring: moderatorOrdersQuery,
          response: { 200: moderatorOrdersResponse },
        },
      },
      async (req) => moderation.list(caller(req), req.query),
    );
    app.get(
      '/moderator/orders.csv',
      {
        onRequest: app.allow('orders.moderate'),
        schema: {
          tags: ['moderator'],
          security,
          summary: 'Xuất CSV danh sách đơn hàng theo bộ lọc (UTF-8 có BOM)',
          querystring: moderatorOrderFilters,
          response: { 200: z.string().describe('text/csv') },
        },
      },
      async (req, reply) => {
        const csv = await moderation.csv(caller(req), req.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .send(csv.body);
      },
    );
    app.get(
      '/moderator/complaints',
      {
        onRequest: app.allow('complaint.decide'),
        schema: {
          tags: ['moderator'],
          security,
          summary: 'Danh sách khiếu nại',
          querystring: complaintListQuery,
          response: { 200: complaintListResponse },
        },
      },
      async (req) => read.complaints(caller(req), req.query),
    );
    app.post(
      '/moderator/orders/:id/complaint/decision',
      {
        onRequest: app.allow('complaint.decide'),
        schema: {
          tags: ['moderator'],
          security,
          summary: 'Xử lý khiếu nại: hoàn tiền, hoàn một phần hoặc thanh toán cho người bán',
          params: orderIdParams,
          body: complaintDecisionBody,
          response: detailResponse,
        },
      },
      async (req) => {
        await complaints.decideComplaint(caller(req), req.params.id, req.body);
        return detail(req, req.params.id);
      },
    );
  };
