import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auctionDetailSchema,
  auctionIdParams,
  auctionListQuery,
  auctionListResponse,
  auctionPaymentBody,
  auctionPaymentQuoteQuery,
  auctionPaymentQuoteSchema,
  auctionPaymentResponse,
  bidBody,
  bidHistoryResponse,
  bidResponse,
  joinAuctionResponse,
  myAuctionsQuery,
  myAuctionsResponse,
  pageQuery,
} from '@cho-gundam/contracts';
import { tooManyRequests } from '../../lib/errors.js';
import { caller } from '../../plugins/auth-guard.js';
import { requireIdempotencyKey } from '../ledger/index.js';
import { manageAuctionRoutes } from './auction-management.routes.js';
import type { AuctionHub } from './auction-stream.js';
import type { AuctionsReadService } from './auctions.read.js';
import type { biddingService } from './bidding.service.js';
import type { LifecycleService } from './lifecycle.service.js';
import type { PaymentService } from './payment.service.js';
import type { RequestsService } from './requests.service.js';

const tags = ['auctions'];
const security = [{ bearer: [] }];
const historyQuery = pageQuery.extend({ page_size: z.coerce.number().int().min(1).max(100).default(20) });
const streamQuery = z.object({ after: z.coerce.number({ error: 'after phải là số' }).int().min(0).optional() });

export interface AuctionRoutesParts {
  read: AuctionsReadService;
  requests: RequestsService;
  bidding: ReturnType<typeof biddingService>;
  lifecycle: LifecycleService;
  payment: PaymentService;
  hub: AuctionHub;
  clock: { now(): Date };
}

/** Auctions: the public list, page, history and live stream; bidding; sellers' requests; moderation. docs/domain/auctions.md */
export const auctionsRoutes =
  ({ read, requests, bidding, lifecycle, payment, hub, clock }: AuctionRoutesParts): FastifyPluginAsyncZod =>
  async (app) => {
    await hub.start();
    // open streams never finish by themselves: end them before the server waits for in-flight requests
    app.addHook('preClose', () => hub.stop());
    app.addHook('onClose', () => hub.stop());

    // ---- everyone ----
    app.get(
      '/auctions',
      {
        schema: {
          tags,
          summary: 'Danh sách phiên đấu giá theo tab (live / upcoming / ended), lọc và tìm kiếm',
          querystring: auctionListQuery,
          response: { 200: auctionListResponse },
        },
      },
      async (req) => read.list(req.query),
    );
    app.get(
      '/auctions/:id',
      {
        onRequest: app.optionalAuthenticate,
        schema: {
          tags,
          summary: 'Chi tiết phiên đấu giá (kèm trạng thái của tôi khi đã đăng nhập)',
          params: auctionIdParams,
          response: { 200: auctionDetailSchema },
        },
      },
      async (req) => read.detail(req.auth, req.params.id),
    );
    app.get(
      '/auctions/:id/bids',
      {
        schema: {
          tags,
          summary: 'Lịch sử trả giá (tên người đấu giá được che)',
          params: auctionIdParams,
          querystring: historyQuery,
          response: { 200: bidHistoryResponse },
        },
      },
      async (req) => read.bids(req.params.id, req.query.page, req.query.page_size),
    );
    app.get(
      '/auctions/:id/stream',
      {
        schema: {
          tags,
          summary:
            'Luồng sự kiện công khai (text/event-stream) của một phiên: giá, số lượt, người tham gia, thời điểm kết thúc. ' +
            'Gửi lại từ sau `after` (hoặc header Last-Event-ID) khi kết nối lại.',
          params: auctionIdParams,
          querystring: streamQuery,
          response: { 200: z.string().describe('text/event-stream') },
        },
      },
      async (req, reply) => {
        // the auction must exist: an unknown id is an ordinary 404, before the stream starts
        await read.detail(null, req.params.id);
        const header = Number(req.headers['last-event-id']);
        const after = Number.isSafeInteger(header) && header >= 0 ? header : (req.query.after ?? null);
        const served = await hub.serve(req, reply, req.params.id, clock.now(), after);
        if (!served) throw tooManyRequests('rate_limited', 'Máy chủ đang phục vụ quá nhiều người xem. Vui lòng thử lại sau ít phút.', 30);
        return reply;
      },
    );

    // ---- members ----
    app.post(
      '/auctions/:id/participants',
      {
        onRequest: app.allow('wallet.use'),
        schema: {
          tags,
          security,
          summary: 'Tham gia đấu giá: giữ tiền đặt cọc từ số dư khả dụng',
          params: auctionIdParams,
          response: { 200: joinAuctionResponse },
        },
      },
      async (req) => bidding.join(caller(req), req.params.id),
    );
    app.post(
      '/auctions/:id/bids',
      {
        onRequest: app.allow('wallet.use'),
        schema: {
          tags,
          security,
          summary: 'Đặt giá tối đa (hệ thống trả giá thay bạn) hoặc mua ngay',
          params: auctionIdParams,
          body: bidBody,
          response: { 200: bidResponse },
        },
      },
      async (req) => bidding.bid(caller(req), req.params.id, req.body.max_amount),
    );
    app.get(
      '/auctions/:id/payment-quote',
      {
        onRequest: app.allow('wallet.use'),
        schema: {
          tags,
          security,
          summary: 'Số tiền cần thanh toán cho phiên đã thắng (giá − cọc + phí giao hàng)',
          params: auctionIdParams,
          querystring: auctionPaymentQuoteQuery,
          response: { 200: auctionPaymentQuoteSchema },
        },
      },
      async (req) => payment.quote(caller(req), req.params.id, req.query.address_id),
    );
    app.post(
      '/auctions/:id/payment',
      {
        onRequest: app.allow('wallet.use'),
        schema: {
          tags,
          security,
          summary: 'Thanh toán phiên đã thắng từ ví (header Idempotency-Key bắt buộc)',
          params: auctionIdParams,
          body: auctionPaymentBody,
          headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
          response: { 200: auctionPaymentResponse },
        },
      },
      async (req, reply) => {
        const res = await payment.pay(caller(req), req.params.id, requireIdempotencyKey(req.headers['idempotency-key']), req.body);
        return reply
          .status(res.statusCode as 200)
          .header('idempotent-replayed', String(res.replayed))
          .send(res.body);
      },
    );
    app.get(
      '/me/auctions',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Các phiên tôi đã tham gia',
          querystring: myAuctionsQuery,
          response: { 200: myAuctionsResponse },
        },
      },
      async (req) => read.mine(caller(req), req.query),
    );

    manageAuctionRoutes(app, { read, requests, lifecycle });
  };
