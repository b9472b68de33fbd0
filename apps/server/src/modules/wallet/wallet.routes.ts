import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankAccountInput,
  bankAccountListResponse,
  bankAccountSchema,
  createTopupBody,
  createWithdrawalBody,
  topupSchema,
  walletBalancesSchema,
  withdrawalLimitsSchema,
  walletHistoryQuery,
  walletHistoryResponse,
  withdrawalListQuery,
  withdrawalListResponse,
  withdrawalSchema,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';

import type { BankAccountService } from './bank-accounts.service.js';
import { CALLBACK_BODY_LIMIT_BYTES, type CallbackService } from './callbacks.service.js';

import type { SandboxPageService } from './sandbox-page.service.js';
import { sandboxGatewayRoutes } from './sandbox.routes.js';
import type { TopupService } from './topups.service.js';
import type { WalletService } from './wallet.service.js';
import type { WithdrawalService } from './withdrawals.service.js';

import { commandSchema, idempotencyKey, idParams, security, tags } from './wallet-route-parts.js';

/** Wallet (product.md §6): balances, history, top-ups through ZaloPay or the sandbox, bank accounts, withdrawals, the moderator's side is in wallet-moderation.routes.ts. */
export interface WalletParts {
  wallet: WalletService;
  topupsSvc: TopupService;
  callbacks: CallbackService;
  banks: BankAccountService;
  withdrawalsSvc: WithdrawalService;
  /** the sandbox gateway's page, when it is the gateway and this is not production */
  sandbox: SandboxPageService | null;
}

export const walletRoutes =
  ({ wallet, topupsSvc, callbacks, banks, withdrawalsSvc, sandbox }: WalletParts): FastifyPluginAsyncZod =>
  async (app) => {
    // the gateway's callback: public, body kept as the raw string (the MAC is over `data` exactly as
    // sent), at most 16 KB (413 beyond: a real callback is about 1 KB)
    await app.register(async (cb) => {
      cb.removeAllContentTypeParsers();
      cb.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      cb.post(
        '/wallet/topups/zalopay/callback',
        {
          bodyLimit: CALLBACK_BODY_LIMIT_BYTES,
          schema: {
            tags,
            summary: 'Callback của ZaloPay (server → server): {data, mac, type}; MAC = HMAC-SHA256(key2, data)',
            response: { 200: z.object({ return_code: z.number(), return_message: z.string() }) },
          },
        },
        async (req) => {
          const raw = typeof req.body === 'string' ? req.body : '';
          // every header as received, except credentials a misdirected client might have sent
          const headers: Record<string, unknown> = { 'x-request-id': req.id };
          for (const [k, v] of Object.entries(req.headers)) if (k !== 'authorization' && k !== 'cookie') headers[k] = v;
          // what credits nothing is logged at warn by the service, with the request's id
          return callbacks.handle(raw, { headers, ip: req.ip ?? null, log: req.log });
        },
      );
    });

    if (sandbox) await app.register(sandboxGatewayRoutes(sandbox));

    // ── member ──
    await app.register(async (scope) => {
      const member = scope.withTypeProvider<ZodTypeProvider>();
      member.addHook('onRequest', app.authenticate);

      member.get(
        '/wallet',
        {
          schema: { tags, security, summary: 'Số dư ví: khả dụng, đang tạm giữ, chờ thanh toán', response: { 200: walletBalancesSchema } },
        },
        async (req) => wallet.balances(caller(req)),
      );

      member.get(
        '/wallet/history',
        {
          schema: {
            tags,
            security,
            summary: 'Lịch sử giao dịch (lọc theo loại và ngày, phân trang)',
            querystring: walletHistoryQuery,
            response: { 200: walletHistoryResponse },
          },
        },
        async (req) => wallet.history(caller(req), req.query),
      );

      member.post(
        '/wallet/topups',
        { schema: commandSchema('Tạo giao dịch nạp tiền (cần Idempotency-Key)', createTopupBody, topupSchema) },
        async (req, reply) => {
          const res = await topupsSvc.create(caller(req), idempotencyKey(req), req.body);
          return reply.status(res.statusCode as 201).send(res.body);
        },
      );

      member.get(
        '/wallet/topups/:id',
        { schema: { tags, security, summary: 'Trạng thái giao dịch nạp tiền', params: idParams, response: { 200: topupSchema } } },
        async (req) => topupsSvc.get(caller(req), req.params.id),
      );

      member.get(
        '/wallet/bank-accounts',
        { schema: { tags, security, summary: 'Tài khoản ngân hàng đã lưu', response: { 200: bankAccountListResponse } } },
        async (req) => banks.list(caller(req)),
      );
      member.post(
        '/wallet/bank-accounts',
        { schema: { tags, security, summary: 'Thêm tài khoản ngân hàng', body: bankAccountInput, response: { 201: bankAccountSchema } } },
        async (req, reply) => reply.status(201).send(await banks.add(caller(req), req.body)),
      );
      member.post(
        '/wallet/bank-accounts/:id/default',
        { schema: { tags, security, summary: 'Đặt làm tài khoản mặc định', params: idParams, response: { 200: bankAccountSchema } } },
        async (req) => banks.setDefault(caller(req), req.params.id),
      );
      member.delete(
        '/wallet/bank-accounts/:id',
        {
          schema: { tags, security, summary: 'Xóa tài khoản ngân hàng', params: idParams, response: { 204: z.null().describe('Đã xóa') } },
        },
        async (req, reply) => {
          await banks.remove(caller(req), req.params.id);
          return reply.status(204).send(null);
        },
      );

      member.get(
        '/wallet/withdrawal-limits',
        {
          schema: {
            tags,
            security,
            summary: 'Số tiền rút tối thiểu và tối đa mỗi lần (cài đặt của sàn)',
            response: { 200: withdrawalLimitsSchema },
          },
        },
        async (req) => withdrawalsSvc.limits(caller(req)),
      );
      member.get(
        '/wallet/withdrawals',
        {
          schema: {
            tags,
            security,
            summary: 'Yêu cầu rút tiền của tôi',
            querystring: withdrawalListQuery,
            response: { 200: withdrawalListResponse },
          },
        },
        async (req) => withdrawalsSvc.listMine(caller(req), req.query),
      );
      member.post(
        '/wallet/withdrawals',
        { schema: commandSchema('Yêu cầu rút tiền (giữ tiền ngay; cần Idempotency-Key)', createWithdrawalBody, withdrawalSchema) },
        async (req, reply) => {
          const res = await withdrawalsSvc.request(caller(req), idempotencyKey(req), req.body);
          return reply.status(res.statusCode as 201).send(res.body);
        },
      );
      member.post(
        '/wallet/withdrawals/:id/cancel',
        {
          schema: { tags, security, summary: 'Hủy yêu cầu rút tiền đang chờ xử lý', params: idParams, response: { 200: withdrawalSchema } },
        },
        async (req) => withdrawalsSvc.cancel(caller(req), req.params.id),
      );
    });
  };
