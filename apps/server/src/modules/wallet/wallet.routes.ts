import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankAccountInput,
  bankAccountListResponse,
  bankAccountSchema,
  completeWithdrawalBody,
  createTopupBody,
  createWithdrawalBody,
  journalFilters,
  journalListResponse,
  journalQuery,
  moderatorTopupsCsvQuery,
  moderatorTopupsQuery,
  moderatorTopupsResponse,
  moderatorWithdrawalsQuery,
  moderatorWithdrawalsResponse,
  reconciliationDetailSchema,
  rejectWithdrawalBody,
  topupQueryResultSchema,
  topupSchema,
  uuidField,
  walletBalancesSchema,
  withdrawalLimitsSchema,
  walletHistoryQuery,
  walletHistoryResponse,
  withdrawalListQuery,
  withdrawalListResponse,
  withdrawalSchema,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import { requireIdempotencyKey } from '../ledger/index.js';
import type { BankAccountService } from './bank-accounts.service.js';
import { CALLBACK_BODY_LIMIT_BYTES, type CallbackService } from './callbacks.service.js';
import type { ModeratorService } from './moderator.service.js';
import type { SandboxPageService } from './sandbox-page.service.js';
import { sandboxGatewayRoutes } from './sandbox.routes.js';
import type { TopupService } from './topups.service.js';
import type { WalletService } from './wallet.service.js';
import type { WithdrawalService } from './withdrawals.service.js';

const tags = ['wallet'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: uuidField });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional().describe('Khóa chống gửi trùng (8–100 ký tự), bắt buộc') });

/** A money command (ledger/idempotency.ts): Idempotency-Key required; 201 the first time, a replay answers what the first call did. */
const commandSchema = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, response: R) => ({
  tags,
  security,
  summary,
  headers: idempotencyHeaders,
  body,
  response: { 200: response, 201: response },
});
/** A CSV answer (UTF-8 with BOM) downloaded as a file. */
const sendCsv = (reply: FastifyReply, csv: { filename: string; body: string }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .send(csv.body);
const csvResponse = { 200: z.string().describe('text/csv') };

const idempotencyKey = (req: FastifyRequest) => requireIdempotencyKey(req.headers['idempotency-key']);

/** Wallet (product.md §6): balances, history, top-ups through ZaloPay or the sandbox, bank accounts, withdrawals, and the moderator's side. */
export interface WalletParts {
  wallet: WalletService;
  topupsSvc: TopupService;
  callbacks: CallbackService;
  banks: BankAccountService;
  withdrawalsSvc: WithdrawalService;
  moderation: ModeratorService;
  /** the sandbox gateway's page, when it is the gateway and this is not production */
  sandbox: SandboxPageService | null;
}

export const walletRoutes =
  ({ wallet, topupsSvc, callbacks, banks, withdrawalsSvc, moderation, sandbox }: WalletParts): FastifyPluginAsyncZod =>
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

    // ── moderator ──
    await app.register(async (scope) => {
      const mod = scope.withTypeProvider<ZodTypeProvider>();
      mod.addHook('onRequest', app.allow('staff.work'));

      mod.get(
        '/moderator/withdrawals',
        {
          schema: {
            tags,
            security,
            summary: 'Hàng đợi yêu cầu rút tiền',
            querystring: moderatorWithdrawalsQuery,
            response: { 200: moderatorWithdrawalsResponse },
          },
        },
        async (req) => withdrawalsSvc.queue(caller(req), req.query),
      );
      mod.post(
        '/moderator/withdrawals/:id/complete',
        {
          schema: {
            tags,
            security,
            summary: 'Hoàn tất yêu cầu rút tiền (mã giao dịch ngân hàng)',
            params: idParams,
            body: completeWithdrawalBody,
            response: { 200: withdrawalSchema },
          },
        },
        async (req) => withdrawalsSvc.complete(caller(req), req.params.id, req.body.bank_reference),
      );
      mod.post(
        '/moderator/withdrawals/:id/reject',
        {
          schema: {
            tags,
            security,
            summary: 'Từ chối yêu cầu rút tiền (lý do)',
            params: idParams,
            body: rejectWithdrawalBody,
            response: { 200: withdrawalSchema },
          },
        },
        async (req) => withdrawalsSvc.reject(caller(req), req.params.id, req.body.reason),
      );
      mod.get(
        '/moderator/topups',
        {
          schema: {
            tags,
            security,
            summary: 'Giao dịch nạp tiền',
            querystring: moderatorTopupsQuery,
            response: { 200: moderatorTopupsResponse },
          },
        },
        async (req) => moderation.topups(caller(req), req.query),
      );
      mod.get(
        '/moderator/topups.csv',
        {
          schema: {
            tags,
            security,
            summary: 'Xuất CSV giao dịch nạp tiền theo bộ lọc',
            querystring: moderatorTopupsCsvQuery,
            response: csvResponse,
          },
        },
        async (req, reply) => sendCsv(reply, await moderation.topupsCsv(caller(req), req.query)),
      );
      mod.post(
        '/moderator/topups/:id/query',
        {
          onRequest: app.allow('topup.query_gateway'),
          schema: {
            tags,
            security,
            summary: 'Tra cứu cổng thanh toán ngay cho một giao dịch nạp tiền (cộng tiền nếu cổng báo đã thanh toán)',
            params: idParams,
            response: { 200: topupQueryResultSchema },
          },
        },
        async (req) => moderation.queryTopup(caller(req), req.params.id),
      );
      mod.get(
        '/moderator/ledger/reconciliation',
        {
          onRequest: app.allow('ledger.inspect'),
          schema: {
            tags,
            security,
            summary: 'Đối soát sổ cái: số dư từng tài khoản so với tổng các dòng, tiền giữ hộ so với nghĩa vụ đang mở',
            response: { 200: reconciliationDetailSchema },
          },
        },
        async (req) => moderation.reconciliation(caller(req)),
      );
      mod.get(
        '/moderator/ledger/journals',
        {
          onRequest: app.allow('ledger.inspect'),
          schema: {
            tags,
            security,
            summary: 'Tra cứu bút toán theo tham chiếu (đơn hàng, đấu giá, rút tiền, nạp tiền…) hoặc theo ngày',
            querystring: journalQuery,
            response: { 200: journalListResponse },
          },
        },
        async (req) => moderation.journals(caller(req), req.query),
      );
      mod.get(
        '/moderator/ledger/journals.csv',
        {
          onRequest: app.allow('ledger.inspect'),
          schema: {
            tags,
            security,
            summary: 'Xuất CSV bút toán theo bộ lọc (mỗi dòng bút toán một hàng)',
            querystring: journalFilters,
            response: csvResponse,
          },
        },
        async (req, reply) => sendCsv(reply, await moderation.journalsCsv(caller(req), req.query)),
      );
    });
  };
