import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  completeWithdrawalBody,
  journalFilters,
  journalListResponse,
  journalQuery,
  moderatorTopupDetailSchema,
  moderatorTopupsCsvQuery,
  moderatorTopupsQuery,
  moderatorTopupsResponse,
  moderatorWithdrawalDetailSchema,
  moderatorWithdrawalsCsvQuery,
  moderatorWithdrawalsQuery,
  moderatorWithdrawalsResponse,
  reconciliationDetailSchema,
  rejectWithdrawalBody,
  topupQueryResultSchema,
  withdrawalSchema,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';

import type { ModeratorService } from './moderator.service.js';

import type { WithdrawalService } from './withdrawals.service.js';
import { csvResponse, idParams, security, sendCsv, tags } from './wallet-route-parts.js';

export interface WalletModerationParts {
  withdrawalsSvc: WithdrawalService;
  moderation: ModeratorService;
}

/** The moderator's side of the wallet: withdrawals queue, top-ups and the gateway query, ledger reconciliation and journals. */
export const walletModerationRoutes =
  ({ withdrawalsSvc, moderation }: WalletModerationParts): FastifyPluginAsyncZod =>
  async (app) => {
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
      mod.get(
        '/moderator/withdrawals.csv',
        {
          schema: {
            tags,
            security,
            summary: 'Xuất CSV yêu cầu rút tiền theo bộ lọc và cách sắp xếp',
            querystring: moderatorWithdrawalsCsvQuery,
            response: csvResponse,
          },
        },
        async (req, reply) => sendCsv(reply, await moderation.withdrawalsCsv(caller(req), req.query)),
      );
      mod.get(
        '/moderator/withdrawals/:id',
        {
          schema: {
            tags,
            security,
            summary: 'Một yêu cầu rút tiền: thành viên, tài khoản nhận, trạng thái, người xử lý',
            params: idParams,
            response: { 200: moderatorWithdrawalDetailSchema },
          },
        },
        async (req) => moderation.withdrawal(caller(req), req.params.id),
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
            summary: 'Xuất CSV giao dịch nạp tiền theo bộ lọc và cách sắp xếp',
            querystring: moderatorTopupsCsvQuery,
            response: csvResponse,
          },
        },
        async (req, reply) => sendCsv(reply, await moderation.topupsCsv(caller(req), req.query)),
      );
      mod.get(
        '/moderator/topups/:id',
        {
          schema: {
            tags,
            security,
            summary: 'Một giao dịch nạp tiền: thành viên, mã giao dịch, trạng thái ở cổng',
            params: idParams,
            response: { 200: moderatorTopupDetailSchema },
          },
        },
        async (req) => moderation.topup(caller(req), req.params.id),
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
