import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankAccountInput,
  bankAccountListResponse,
  bankAccountSchema,
  completeWithdrawalBody,
  createTopupBody,
  createWithdrawalBody,
  moderatorTopupsQuery,
  moderatorTopupsResponse,
  moderatorWithdrawalsQuery,
  moderatorWithdrawalsResponse,
  reconciliationSchema,
  rejectWithdrawalBody,
  topupSchema,
  uuidField,
  walletBalancesSchema,
  walletHistoryQuery,
  walletHistoryResponse,
  withdrawalListQuery,
  withdrawalListResponse,
  withdrawalSchema,
} from '@cho-gundam/contracts';
import { createTopupGateway, type SandboxGateway } from '../../integrations/zalopay/index.js';
import type { Storage } from '../../integrations/storage.js';
import { caller } from '../../plugins/auth-guard.js';
import { memberBalances, requireIdempotencyKey } from '../ledger/index.js';
import { bankAccountService } from './bank-accounts.service.js';
import { walletHistory } from './history.js';
import { moderatorService } from './moderator.service.js';
import { sandboxGatewayRoutes } from './sandbox.routes.js';
import { TOPUP_QUERY_JOB, topupService } from './topups.service.js';
import { withdrawalService } from './withdrawals.service.js';

const tags = ['wallet'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: uuidField });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional().describe('Khóa chống gửi trùng (8–100 ký tự), bắt buộc') });

/** Wallet (product.md §6): balances, history, top-ups through ZaloPay or the sandbox, bank accounts, withdrawals, and the moderator's side. */
export const walletRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app) => {
  const { db, clock, config } = app.ctx;
  const gateway = createTopupGateway({ zalopay: config.zalopay, fetch: app.ctx.fetch, db, appUrl: config.appUrl, secret: config.otpSecret });
  const sandboxAllowed = gateway.provider === 'sandbox' && !config.isProduction;
  const topupsSvc = topupService({ db, clock, gateway, appUrl: config.appUrl, enabled: gateway.provider === 'zalopay' || sandboxAllowed });
  const banks = bankAccountService({ db, clock });
  const withdrawalsSvc = withdrawalService({ db, clock });
  const moderation = moderatorService({ db, clock });
  app.ctx.jobs.register(TOPUP_QUERY_JOB, (payload) => topupsSvc.queryJob(payload));

  // the gateway's callback: public, body kept as the raw string (the MAC is over `data` exactly as sent)
  await app.register(async (cb) => {
    cb.removeAllContentTypeParsers();
    cb.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    cb.post(
      '/wallet/topups/zalopay/callback',
      {
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
        const result = await topupsSvc.handleCallback(raw, { headers, ip: req.ip ?? null });
        if (result.return_code === -1) req.log.warn({ outcome: result.return_message }, 'gateway callback refused');
        return result;
      },
    );
  });

  if (sandboxAllowed) await app.register(sandboxGatewayRoutes, { gateway: gateway as SandboxGateway });

  // ── member ──
  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    member.addHook('onRequest', app.authenticate);

    member.get('/wallet', { schema: { tags, security, summary: 'Số dư ví: khả dụng, đang tạm giữ, chờ thanh toán', response: { 200: walletBalancesSchema } } }, async (req) =>
      memberBalances(db, caller(req).userId),
    );

    member.get(
      '/wallet/history',
      { schema: { tags, security, summary: 'Lịch sử giao dịch (lọc theo loại và ngày, phân trang)', querystring: walletHistoryQuery, response: { 200: walletHistoryResponse } } },
      async (req) => walletHistory(db, caller(req).userId, req.query),
    );

    member.post(
      '/wallet/topups',
      { schema: { tags, security, summary: 'Tạo giao dịch nạp tiền (cần Idempotency-Key)', headers: idempotencyHeaders, body: createTopupBody, response: { 200: topupSchema, 201: topupSchema } } },
      async (req, reply) => {
        const key = requireIdempotencyKey(req.headers['idempotency-key']);
        const res = await topupsSvc.create(caller(req), key, req.body);
        return reply.status(res.statusCode as 201).send(res.body);
      },
    );

    member.get('/wallet/topups/:id', { schema: { tags, security, summary: 'Trạng thái giao dịch nạp tiền', params: idParams, response: { 200: topupSchema } } }, async (req) =>
      topupsSvc.get(caller(req), req.params.id),
    );

    member.get('/wallet/bank-accounts', { schema: { tags, security, summary: 'Tài khoản ngân hàng đã lưu', response: { 200: bankAccountListResponse } } }, async (req) => banks.list(caller(req)));
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
      { schema: { tags, security, summary: 'Xóa tài khoản ngân hàng', params: idParams, response: { 204: z.null().describe('Đã xóa') } } },
      async (req, reply) => {
        await banks.remove(caller(req), req.params.id);
        return reply.status(204).send(null);
      },
    );

    member.get(
      '/wallet/withdrawals',
      { schema: { tags, security, summary: 'Yêu cầu rút tiền của tôi', querystring: withdrawalListQuery, response: { 200: withdrawalListResponse } } },
      async (req) => withdrawalsSvc.listMine(caller(req), req.query),
    );
    member.post(
      '/wallet/withdrawals',
      { schema: { tags, security, summary: 'Yêu cầu rút tiền (giữ tiền ngay; cần Idempotency-Key)', headers: idempotencyHeaders, body: createWithdrawalBody, response: { 200: withdrawalSchema, 201: withdrawalSchema } } },
      async (req, reply) => {
        const key = requireIdempotencyKey(req.headers['idempotency-key']);
        const res = await withdrawalsSvc.request(caller(req), key, req.body);
        return reply.status(res.statusCode as 201).send(res.body);
      },
    );
    member.post(
      '/wallet/withdrawals/:id/cancel',
      { schema: { tags, security, summary: 'Hủy yêu cầu rút tiền đang chờ xử lý', params: idParams, response: { 200: withdrawalSchema } } },
      async (req) => withdrawalsSvc.cancel(caller(req), req.params.id),
    );
  });

  // ── moderator ──
  await app.register(async (scope) => {
    const mod = scope.withTypeProvider<ZodTypeProvider>();
    mod.addHook('onRequest', app.requireRole('moderator', 'admin'));

    mod.get(
      '/moderator/withdrawals',
      { schema: { tags, security, summary: 'Hàng đợi yêu cầu rút tiền', querystring: moderatorWithdrawalsQuery, response: { 200: moderatorWithdrawalsResponse } } },
      async (req) => withdrawalsSvc.queue(req.query),
    );
    mod.post(
      '/moderator/withdrawals/:id/complete',
      { schema: { tags, security, summary: 'Hoàn tất yêu cầu rút tiền (mã giao dịch ngân hàng)', params: idParams, body: completeWithdrawalBody, response: { 200: withdrawalSchema } } },
      async (req) => withdrawalsSvc.complete(caller(req), req.params.id, req.body.bank_reference),
    );
    mod.post(
      '/moderator/withdrawals/:id/reject',
      { schema: { tags, security, summary: 'Từ chối yêu cầu rút tiền (lý do)', params: idParams, body: rejectWithdrawalBody, response: { 200: withdrawalSchema } } },
      async (req) => withdrawalsSvc.reject(caller(req), req.params.id, req.body.reason),
    );
    mod.get(
      '/moderator/topups',
      { schema: { tags, security, summary: 'Giao dịch nạp tiền', querystring: moderatorTopupsQuery, response: { 200: moderatorTopupsResponse } } },
      async (req) => moderation.topups(req.query),
    );
    mod.get(
      '/moderator/ledger/reconciliation',
      { schema: { tags, security, summary: 'Đối soát sổ cái', response: { 200: reconciliationSchema } } },
      async () => moderation.reconciliation(),
    );
  });
};

