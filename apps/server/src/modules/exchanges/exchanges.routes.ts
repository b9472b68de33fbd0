import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  editExchangePostBody,
  exchangeIdParams,
  exchangeOfferBody,
  exchangeOfferListResponse,
  exchangeOfferSchema,
  exchangePostDetailSchema,
  exchangePostListQuery,
  exchangePostListResponse,
  exchangePostSchema,
  exchangeReasonBody,
  exchangeSchema,
  myExchangeOfferListResponse,
  myExchangeOffersQuery,
  myExchangePostsQuery,
  pageQuery,
  revisionRequestBody,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import { idemHeaders, security, tags } from './exchange-route-parts.js';
import { requireIdempotencyKey } from '../ledger/index.js';
import { readPostForm } from './exchange-photos.js';
import type { ExchangesReadService } from './exchanges.read.js';
import type { OffersService } from './offers.service.js';
import type { PostsService } from './posts.service.js';
import type { TradesService } from './trades.service.js';

export interface ExchangeRoutesParts {
  read: ExchangesReadService;
  posts: PostsService;
  offers: OffersService;
  /** accepting an offer opens the trade */
  trades: TradesService;
}

/** The exchange board: posts, offers and negotiation up to the accept (trades: trades.routes.ts). docs/domain/exchanges.md */
export const exchangesRoutes =
  ({ read, posts, offers, trades }: ExchangeRoutesParts): FastifyPluginAsyncZod =>
  async (app) => {
    // ---- everyone ----
    app.get(
      '/exchange-posts',
      {
        schema: {
          tags,
          summary: 'Bảng trao đổi: các bài đăng đang mở, tìm kiếm và lọc theo phân khúc, dòng phim, tỷ lệ',
          querystring: exchangePostListQuery,
          response: { 200: exchangePostListResponse },
        },
      },
      async (req) => read.board(req.query),
    );
    app.get(
      '/exchange-posts/:id',
      {
        onRequest: app.optionalAuthenticate,
        schema: {
          tags,
          summary: 'Chi tiết bài đăng trao đổi (kèm đề nghị đang chờ của tôi khi đã đăng nhập)',
          params: exchangeIdParams,
          response: { 200: exchangePostDetailSchema },
        },
      },
      async (req) => read.post(req.auth, req.params.id),
    );

    // ---- posts ----
    app.post(
      '/exchange-posts',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Đăng bài trao đổi (multipart/form-data)',
          description:
            'Các trường: content (10–2.000 ký tự), kit_ids (chuỗi JSON, danh sách mã mô hình đang trong bộ sưu tập); tệp photos (1–5 ảnh JPEG/PNG/WebP, tối đa 10 MB mỗi ảnh).',
          consumes: ['multipart/form-data'],
          response: { 201: exchangePostSchema },
        },
      },
      async (req, reply) => reply.status(201).send(await posts.create(caller(req), () => readPostForm(req))),
    );
    app.patch(
      '/exchange-posts/:id',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Sửa nội dung và mô hình của bài đăng đang mở',
          params: exchangeIdParams,
          body: editExchangePostBody,
          response: { 200: exchangePostSchema },
        },
      },
      async (req) => posts.edit(caller(req), req.params.id, req.body),
    );
    app.put(
      '/exchange-posts/:id/photos',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Thay ảnh của bài đăng đang mở (multipart/form-data)',
          description: 'Tệp photos: 1–5 ảnh JPEG/PNG/WebP, tối đa 10 MB mỗi ảnh; thay toàn bộ ảnh cũ.',
          consumes: ['multipart/form-data'],
          params: exchangeIdParams,
          response: { 200: exchangePostSchema },
        },
      },
      async (req) => posts.replacePhotos(caller(req), req.params.id, () => readPostForm(req, true)),
    );
    app.post(
      '/exchange-posts/:id/close',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Đóng bài đăng (mô hình và các đề nghị đang chờ được trả lại)',
          params: exchangeIdParams,
          response: { 200: exchangePostSchema },
        },
      },
      async (req) => posts.close(caller(req), req.params.id),
    );
    app.get(
      '/users/me/exchange-posts',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Bài đăng trao đổi của tôi',
          querystring: myExchangePostsQuery,
          response: { 200: exchangePostListResponse },
        },
      },
      async (req) => read.myPosts(caller(req), req.query),
    );
    app.get(
      '/exchange-posts/:id/offers',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Các đề nghị của bài đăng (chỉ người đăng), kèm số giao dịch đã hoàn tất của người đề nghị',
          params: exchangeIdParams,
          querystring: pageQuery,
          response: { 200: exchangeOfferListResponse },
        },
      },
      async (req) => read.offersOfPost(caller(req), req.params.id, req.query),
    );

    // ---- offers ----
    app.post(
      '/exchange-posts/:id/offers',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Gửi đề nghị trao đổi',
          params: exchangeIdParams,
          body: exchangeOfferBody,
          response: { 201: exchangeOfferSchema },
        },
      },
      async (req, reply) => reply.status(201).send(await offers.create(caller(req), req.params.id, req.body)),
    );
    app.get(
      '/users/me/exchange-offers',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Đề nghị trao đổi tôi đã gửi (role=made) hoặc đã nhận trên các bài đăng của tôi (role=received), kèm bài đăng',
          querystring: myExchangeOffersQuery,
          response: { 200: myExchangeOfferListResponse },
        },
      },
      async (req) => read.myOffers(caller(req), req.query),
    );
    app.post(
      '/exchange-offers/:id/revision-request',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Người đăng yêu cầu chỉnh sửa đề nghị (tối đa 3 lần)',
          params: exchangeIdParams,
          body: revisionRequestBody,
          response: { 200: exchangeOfferSchema },
        },
      },
      async (req) => offers.requestRevision(caller(req), req.params.id, req.body),
    );
    app.put(
      '/exchange-offers/:id',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Người đề nghị chỉnh sửa đề nghị theo yêu cầu (mô hình, tiền bù, ghi chú)',
          params: exchangeIdParams,
          body: exchangeOfferBody,
          response: { 200: exchangeOfferSchema },
        },
      },
      async (req) => offers.revise(caller(req), req.params.id, req.body),
    );
    app.post(
      '/exchange-offers/:id/withdraw',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Người đề nghị rút lại đề nghị',
          params: exchangeIdParams,
          response: { 200: exchangeOfferSchema },
        },
      },
      async (req) => offers.withdraw(caller(req), req.params.id),
    );
    app.post(
      '/exchange-offers/:id/reject',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Người đăng từ chối đề nghị',
          params: exchangeIdParams,
          body: exchangeReasonBody.optional(),
          response: { 200: exchangeOfferSchema },
        },
      },
      async (req) => offers.reject(caller(req), req.params.id, req.body),
    );
    app.post(
      '/exchange-offers/:id/accept',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Người đăng chấp nhận đề nghị: tạo giao dịch trao đổi, tạm giữ tiền bù (header Idempotency-Key bắt buộc)',
          params: exchangeIdParams,
          headers: idemHeaders,
          response: { 201: exchangeSchema },
        },
      },
      async (req, reply) => {
        const res = await trades.accept(caller(req), req.params.id, requireIdempotencyKey(req.headers['idempotency-key']));
        return reply
          .status(res.statusCode as 201)
          .header('idempotent-replayed', String(res.replayed))
          .send(res.body);
      },
    );
  };
