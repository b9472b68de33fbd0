import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUCTION_REQUEST_STATUSES,
  AUCTION_STATUSES,
  auctionIdParams,
  auctionReasonBody,
  auctionRequestListQuery,
  auctionRequestListResponse,
  auctionRescheduleBody,
  managedAuctionsQuery,
  managedAuctionsResponse,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import type { AuctionsReadService } from './auctions.read.js';
import type { LifecycleService } from './lifecycle.service.js';
import type { RequestsService } from './requests.service.js';

const tags = ['auctions'];
const security = [{ bearer: [] }];
const requestResult = z.object({ id: z.string(), status: z.enum(AUCTION_REQUEST_STATUSES), auction_id: z.string().nullable() });
const auctionResult = z.object({ id: z.string(), status: z.enum(AUCTION_STATUSES) });

/** The sellers' requests and auctions (/shop/auction-management) and the moderators' queue and actions. */
export function manageAuctionRoutes(
  app: FastifyInstance,
  { read, requests, lifecycle }: { read: AuctionsReadService; requests: RequestsService; lifecycle: LifecycleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // ---- sellers ----
  r.post(
    '/shop/auction-requests',
    {
      onRequest: app.allow('shop.manage'),
      schema: {
        tags,
        security,
        summary: 'Gửi yêu cầu đấu giá một mô hình đang trong bộ sưu tập (kiểm tra theo luật chung của contracts)',
        // checked against the server's clock inside the use case (auctionRequestBody(now))
        body: z.record(z.string(), z.unknown()),
        response: { 201: requestResult },
      },
    },
    async (req, reply) => {
      const r = await requests.create(caller(req), req.body);
      return reply.status(201).send({ id: r.id, status: r.status, auction_id: null });
    },
  );
  r.get(
    '/shop/auction-requests',
    {
      onRequest: app.allow('shop.manage'),
      schema: {
        tags,
        security,
        summary: 'Yêu cầu đấu giá của shop',
        querystring: auctionRequestListQuery,
        response: { 200: auctionRequestListResponse },
      },
    },
    async (req) => read.requests(caller(req), 'seller', req.query),
  );
  r.post(
    '/shop/auction-requests/:id/withdraw',
    {
      onRequest: app.allow('shop.manage'),
      schema: { tags, security, summary: 'Rút yêu cầu đang chờ duyệt', params: auctionIdParams, response: { 200: requestResult } },
    },
    async (req) => {
      const r = await requests.withdraw(caller(req), req.params.id);
      return { id: r.id, status: r.status, auction_id: null };
    },
  );
  r.get(
    '/shop/auctions',
    {
      onRequest: app.allow('shop.manage'),
      schema: {
        tags,
        security,
        summary: 'Phiên đấu giá của shop',
        querystring: managedAuctionsQuery,
        response: { 200: managedAuctionsResponse },
      },
    },
    async (req) => read.managed(caller(req), 'seller', req.query),
  );
  r.post(
    '/shop/auctions/:id/cancel',
    {
      onRequest: app.allow('shop.manage'),
      schema: {
        tags,
        security,
        summary: 'Hủy phiên đã lên lịch (chưa bắt đầu)',
        params: auctionIdParams,
        body: auctionReasonBody,
        response: { 200: auctionResult },
      },
    },
    async (req) => {
      const a = await lifecycle.cancelBySeller(caller(req), req.params.id, req.body.reason);
      return { id: a.id, status: a.status };
    },
  );

  // ---- moderators ----
  r.get(
    '/moderator/auction-requests',
    {
      onRequest: app.allow('auction.moderate'),
      schema: {
        tags,
        security,
        summary: 'Hàng đợi yêu cầu đấu giá',
        querystring: auctionRequestListQuery,
        response: { 200: auctionRequestListResponse },
      },
    },
    async (req) => read.requests(caller(req), 'staff', req.query),
  );
  r.post(
    '/moderator/auction-requests/:id/approve',
    {
      onRequest: app.allow('auction.moderate'),
      schema: {
        tags,
        security,
        summary: 'Duyệt yêu cầu: phiên được lên lịch',
        params: auctionIdParams,
        response: { 200: requestResult },
      },
    },
    async (req) => {
      const a = await requests.approve(caller(req), req.params.id);
      return { id: req.params.id, status: 'approved' as const, auction_id: a.id };
    },
  );
  r.post(
    '/moderator/auction-requests/:id/reject',
    {
      onRequest: app.allow('auction.moderate'),
      schema: {
        tags,
        security,
        summary: 'Từ chối yêu cầu kèm lý do',
        params: auctionIdParams,
        body: auctionReasonBody,
        response: { 200: requestResult },
      },
    },
    async (req) => {
      const r = await requests.reject(caller(req), req.params.id, req.body.reason);
      return { id: r.id, status: r.status, auction_id: null };
    },
  );
  r.get(
    '/moderator/auctions',
    {
      onRequest: app.allow('auction.moderate'),
      schema: {
        tags,
        security,
        summary: 'Mọi phiên đấu giá',
        querystring: managedAuctionsQuery,
        response: { 200: managedAuctionsResponse },
      },
    },
    async (req) => read.managed(caller(req), 'staff', req.query),
  );
  r.post(
    '/moderator/auctions/:id/reschedule',
    {
      onRequest: app.allow('auction.moderate'),
      schema: {
        tags,
        security,
        summary: 'Đổi thời gian phiên đã lên lịch',
        params: auctionIdParams,
        body: auctionRescheduleBody,
        response: { 200: auctionResult },
      },
    },
    async (req) => {
      const a = await lifecycle.reschedule(caller(req), req.params.id, new Date(req.body.start_at), new Date(req.body.end_at));
      return { id: a.id, status: a.status };
    },
  );
  r.post(
    '/moderator/auctions/:id/cancel',
    {
      onRequest: app.allow('auction.moderate'),
      schema: {
        tags,
        security,
        summary: 'Hủy phiên kèm lý do (hoàn mọi tiền cọc)',
        params: auctionIdParams,
        body: auctionReasonBody,
        response: { 200: auctionResult },
      },
    },
    async (req) => {
      const a = await lifecycle.cancelByModerator(caller(req), req.params.id, req.body.reason);
      return { id: a.id, status: a.status };
    },
  );
}
