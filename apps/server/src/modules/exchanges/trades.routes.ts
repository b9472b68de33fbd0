import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  deliveryFeeQuoteSchema,
  exchangeIdParams,
  exchangeListResponse,
  exchangeReasonBody,
  exchangeSchema,
  myExchangesQuery,
  payDeliveryFeeBody,
  tradeAddressesBody,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import { idemHeaders, security, tags } from './exchange-route-parts.js';
import { requireIdempotencyKey } from '../ledger/index.js';
import type { ExchangesReadService } from './exchanges.read.js';
import type { TradeReceiptsService } from './trade-receipts.service.js';
import type { TradeStagesService } from './trade-stages.service.js';
import type { TradesService } from './trades.service.js';

export interface TradeRoutesParts {
  read: ExchangesReadService;
  trades: TradesService;
  stages: TradeStagesService;
  receipts: TradeReceiptsService;
}

/** Trades between two members: addresses, delivery fees, receipt, cancel. docs/domain/exchanges.md (Trade) */
export const tradeRoutes =
  ({ read, trades, stages, receipts }: TradeRoutesParts): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/me/exchanges',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Giao dịch trao đổi của tôi, lọc theo trạng thái hoặc giai đoạn (stage: live, history hoặc một giai đoạn)',
          querystring: myExchangesQuery,
          response: { 200: exchangeListResponse },
        },
      },
      async (req) => read.myExchanges(caller(req), req.query),
    );
    app.get(
      '/exchanges/:id',
      {
        onRequest: app.allow('exchange.view'),
        schema: {
          tags,
          security,
          summary: 'Chi tiết giao dịch trao đổi (chỉ hai bên)',
          params: exchangeIdParams,
          response: { 200: exchangeSchema },
        },
      },
      async (req) => read.exchange(caller(req), req.params.id),
    );
    app.post(
      '/exchanges/:id/cancel',
      {
        onRequest: app.allow('exchange.act_as_party'),
        schema: {
          tags,
          security,
          summary: 'Hủy giao dịch trao đổi đang chờ xử lý, hoặc khi bên kia quá 72 giờ chưa đóng gói (hoàn tiền, trả mô hình)',
          params: exchangeIdParams,
          body: exchangeReasonBody.optional(),
          response: { 200: exchangeSchema },
        },
      },
      async (req) => trades.cancel(caller(req), req.params.id, req.body),
    );

    // ---- trade stage 4 (stage 3's packing and shipping are the orders' routes) ----
    app.post(
      '/exchanges/:id/receipt',
      {
        onRequest: app.allow('exchange.act_as_party'),
        schema: {
          tags,
          security,
          summary: 'Xác nhận đã nhận kiện hàng của tôi (khi cả hai bên xác nhận, giao dịch hoàn tất)',
          params: exchangeIdParams,
          response: { 200: exchangeSchema },
        },
      },
      async (req) => receipts.confirmReceipt(caller(req), req.params.id),
    );

    // ---- trade stages 1 and 2 ----
    app.put(
      '/exchanges/:id/addresses',
      {
        onRequest: app.allow('exchange.act_as_party'),
        schema: {
          tags,
          security,
          summary: 'Chọn địa chỉ gửi và nhận hàng của tôi cho giao dịch (từ sổ địa chỉ)',
          params: exchangeIdParams,
          body: tradeAddressesBody,
          response: { 200: exchangeSchema },
        },
      },
      async (req) => stages.setAddresses(caller(req), req.params.id, req.body),
    );
    app.get(
      '/exchanges/:id/delivery-fee',
      {
        onRequest: app.allow('exchange.act_as_party'),
        schema: {
          tags,
          security,
          summary: 'Phí vận chuyển của kiện hàng tôi nhận (báo giá từ đơn vị vận chuyển)',
          params: exchangeIdParams,
          response: { 200: deliveryFeeQuoteSchema },
        },
      },
      async (req) => stages.quote(caller(req), req.params.id),
    );
    app.post(
      '/exchanges/:id/delivery-fee/payment',
      {
        onRequest: app.allow('exchange.act_as_party'),
        schema: {
          tags,
          security,
          summary: 'Thanh toán phí vận chuyển của kiện hàng tôi nhận từ ví (header Idempotency-Key bắt buộc)',
          params: exchangeIdParams,
          body: payDeliveryFeeBody,
          headers: idemHeaders,
          response: { 200: exchangeSchema },
        },
      },
      async (req, reply) => {
        const res = await stages.payFee(caller(req), req.params.id, requireIdempotencyKey(req.headers['idempotency-key']), req.body);
        return reply
          .status(res.statusCode as 200)
          .header('idempotent-replayed', String(res.replayed))
          .send(res.body);
      },
    );
  };
