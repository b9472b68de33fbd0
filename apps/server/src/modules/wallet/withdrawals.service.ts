import {
  formatMoney,
  type CreateWithdrawalBody,
  type ModeratorWithdrawal,
  type ModeratorWithdrawalFilters,
  type PageQuery,
  type Paged,
  type Withdrawal,
} from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import { authorize, can, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { vnDayRange } from '../../lib/time.js';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors.js';
import { recordStaffAction } from '../audit/index.js';
import { platformSetting, postJournal, runIdempotent } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { findLiveBankAccount } from './bank-accounts.repository.js';
import { presentModeratorWithdrawal, presentWithdrawal } from './wallet.presenter.js';
import {
  findWithdrawal,
  insertWithdrawal,
  listWithdrawalsOf,
  moveWithdrawal,
  withdrawalQueue,
  type WithdrawalRow,
  type WithdrawalStatus,
} from './withdrawals.repository.js';

const withdrawalNotFound = () => notFound('Không tìm thấy yêu cầu rút tiền');
const notPending = () => new AppError('invalid_transition', 409, 'Yêu cầu rút tiền này đã được xử lý hoặc đã hủy');

/** platform setting: withdrawals above this amount (đồng) are processed by an admin only */
export const WITHDRAWAL_ADMIN_THRESHOLD = 'withdrawal_admin_threshold' as const;

/** A moderator's decision on a pending request: money out to the bank, or back to the member. */
type Decision = { to: 'completed'; bankReference: string } | { to: 'rejected'; reason: string };

/** The member's notification (also by email) once a moderator decided. */
function decisionNotice(w: WithdrawalRow, d: Decision) {
  return d.to === 'completed'
    ? {
        title: 'Yêu cầu rút tiền đã hoàn tất',
        message: `${formatMoney(w.amount)} đã được chuyển đến tài khoản ${w.bankCode} ${w.accountNumber} (mã giao dịch ${d.bankReference}).`,
      }
    : {
        title: 'Yêu cầu rút tiền bị từ chối',
        message: `Yêu cầu rút ${formatMoney(w.amount)} bị từ chối: ${d.reason}. Số tiền đã được hoàn lại vào số dư khả dụng.`,
      };
}

/**
 * Withdrawals ("Rút tiền"). The request holds the money at once (available → held); exactly one of
 * complete (held → payouts), reject or cancel (held → available) ever happens: each is a conditional
 * UPDATE `where status = 'pending'` in the same transaction as its journal, and all three share the
 * posting key `withdrawal:<id>:settle`.
 */
export function withdrawalService({ db, clock }: { db: Db; clock: Clock }) {
  async function release(tx: Tx, w: WithdrawalRow, kind: 'withdrawal_release' | 'withdrawal_complete') {
    await postJournal(tx, {
      kind,
      postingKey: `withdrawal:${w.id}:settle`,
      referenceType: 'withdrawal',
      referenceId: w.id,
      memo:
        kind === 'withdrawal_complete'
          ? `Chuyển khoản đến ${w.bankCode} ${w.accountNumber}`
          : `Hoàn lại tiền rút (${w.status === 'canceled' ? 'đã hủy' : 'bị từ chối'})`,
      lines:
        kind === 'withdrawal_complete'
          ? [
              { account: { owner: w.userId, kind: 'held' }, amount: -w.amount },
              { account: { platform: 'payouts' }, amount: w.amount },
            ]
          : [
              { account: { owner: w.userId, kind: 'held' }, amount: -w.amount },
              { account: { owner: w.userId, kind: 'available' }, amount: w.amount },
            ],
    });
  }

  /** why a transition did not happen: missing (404), or already settled (409) */
  async function explain(tx: Tx, id: string, requester?: string): Promise<never> {
    const w = await findWithdrawal(tx, id);
    if (!w || (requester && w.userId !== requester)) throw withdrawalNotFound();
    throw notPending();
  }

  /** The per-request limits are platform settings (50.000–5.000.000 ₫ by default), read as the request is made. */
  async function checkWithdrawalLimits(tx: Tx, amount: number) {
    const [min, max] = [await platformSetting(tx, 'withdrawal_min'), await platformSetting(tx, 'withdrawal_max')];
    if (amount < min) throw validationFailed([{ field: 'amount', message: `Số tiền tối thiểu là ${formatMoney(min)}` }]);
    if (amount > max) throw validationFailed([{ field: 'amount', message: `Số tiền tối đa là ${formatMoney(max)}` }]);
  }

  /** Above the platform setting `withdrawal_admin_threshold` (đồng; unset = no limit) only an admin may act. */
  async function requireLargeAmountRole(tx: Tx, staff: Actor, amount: number) {
    const threshold = await platformSetting(tx, WITHDRAWAL_ADMIN_THRESHOLD);
    if (threshold > 0 && amount > threshold && !can(staff, 'withdrawal.process_large')) {
      throw forbidden(`Yêu cầu rút tiền trên ${formatMoney(threshold)} cần quản trị viên xử lý`);
    }
  }

  /** Complete or reject someone else's pending request (four eyes: never one's own), audited. */
  async function decide(staff: Actor, id: string, d: Decision): Promise<Withdrawal> {
    // the role first (no database read for a member); the four-eyes rule once the request is loaded
    authorize(staff, 'staff.work');
    const w = await db.transaction(async (tx) => {
      const request = await findWithdrawal(tx, id);
      if (!request) throw withdrawalNotFound();
      authorize(staff, 'withdrawal.process', request);
      await requireLargeAmountRole(tx, staff, request.amount);
      const now = clock.now();
      const set =
        d.to === 'completed'
          ? { bankReference: d.bankReference, processedBy: staff.userId, processedAt: now, updatedAt: now }
          : { rejectReason: d.reason, processedBy: staff.userId, processedAt: now, updatedAt: now };
      const moved = (await moveWithdrawal(tx, id, d.to, set, { notRequester: staff.userId })) ?? (await explain(tx, id));
      await release(tx, moved, d.to === 'completed' ? 'withdrawal_complete' : 'withdrawal_release');
      await recordStaffAction(tx, {
        actor: staff,
        action: d.to === 'completed' ? 'withdrawal.complete' : 'withdrawal.reject',
        target: { type: 'withdrawal', id: moved.id },
        before: { status: request.status },
        after: { status: moved.status },
        reason: d.to === 'rejected' ? d.reason : null,
        details: { amount: moved.amount, user_id: moved.userId, ...(d.to === 'completed' ? { bank_reference: d.bankReference } : {}) },
        at: now,
      });
      await notify(tx, {
        recipientId: moved.userId,
        ...decisionNotice(moved, d),
        type: 'withdrawal',
        link: '/member/profile/wallet',
        email: true,
      });
      return moved;
    });
    return presentWithdrawal(w);
  }

  return {
    async request(caller: Actor, key: string, body: CreateWithdrawalBody): Promise<{ statusCode: number; body: Withdrawal }> {
      authorize(caller, 'wallet.use');
      const res = await runIdempotent(
        db,
        { userId: caller.userId, key, command: 'wallet.withdrawal.create', request: body, statusCode: 201 },
        async (tx) => {
          await checkWithdrawalLimits(tx, body.amount);
          const account = await findLiveBankAccount(tx, caller.userId, body.bank_account_id);
          if (!account) throw notFound('Không tìm thấy tài khoản ngân hàng');
          const now = clock.now();
          const w = await insertWithdrawal(tx, {
            userId: caller.userId,
            bankAccountId: account.id,
            bankCode: account.bankCode,
            accountNumber: account.accountNumber,
            accountName: account.accountName,
            amount: body.amount,
            createdAt: now,
            updatedAt: now,
          });
          // a line that would take `available` below zero throws insufficient_funds and nothing above stays
          await postJournal(tx, {
            kind: 'withdrawal_hold',
            postingKey: `withdrawal:${w.id}:hold`,
            referenceType: 'withdrawal',
            referenceId: w.id,
            memo: `Yêu cầu rút tiền về ${account.bankCode} ${account.accountNumber}`,
            lines: [
              { account: { owner: caller.userId, kind: 'available' }, amount: -body.amount },
              { account: { owner: caller.userId, kind: 'held' }, amount: body.amount },
            ],
          });
          await notify(tx, {
            recipientId: caller.userId,
            title: 'Đã gửi yêu cầu rút tiền',
            message: `Yêu cầu rút ${formatMoney(body.amount)} về tài khoản ${account.bankCode} ${account.accountNumber} đang chờ xử lý.`,
            type: 'withdrawal',
            link: '/member/profile/wallet',
          });
          return presentWithdrawal(w);
        },
      );
      return { statusCode: res.statusCode, body: res.body };
    },

    /** The per-request limits in force (platform settings), for the withdrawal dialog. */
    async limits(caller: Actor): Promise<{ min: number; max: number }> {
      authorize(caller, 'wallet.use');
      return { min: await platformSetting(db, 'withdrawal_min'), max: await platformSetting(db, 'withdrawal_max') };
    },

    async listMine(caller: Actor, q: { page: number; page_size: number; status?: WithdrawalStatus }): Promise<Paged<Withdrawal>> {
      authorize(caller, 'wallet.use');
      const { rows, total } = await listWithdrawalsOf(db, caller.userId, q);
      return { items: rows.map(presentWithdrawal), page: q.page, page_size: q.page_size, total };
    },

    /** The member takes back their own pending request (somebody else's reads as not found). */
    async cancel(caller: Actor, id: string): Promise<Withdrawal> {
      authorize(caller, 'wallet.use');
      return db.transaction(async (tx) => {
        const w =
          (await moveWithdrawal(tx, id, 'canceled', { updatedAt: clock.now() }, { requester: caller.userId })) ??
          (await explain(tx, id, caller.userId));
        await release(tx, w, 'withdrawal_release');
        await notify(tx, {
          recipientId: w.userId,
          title: 'Đã hủy yêu cầu rút tiền',
          message: `${formatMoney(w.amount)} đã được hoàn lại vào số dư khả dụng của bạn.`,
          type: 'withdrawal',
          link: '/member/profile/wallet',
        });
        return presentWithdrawal(w);
      });
    },

    complete: (staff: Actor, id: string, bankReference: string) => decide(staff, id, { to: 'completed', bankReference }),

    reject: (staff: Actor, id: string, reason: string) => decide(staff, id, { to: 'rejected', reason }),

    async queue(staff: Actor, q: ModeratorWithdrawalFilters & PageQuery): Promise<Paged<ModeratorWithdrawal>> {
      authorize(staff, 'staff.work');
      const { rows, total } = await withdrawalQueue(db, { ...q, ...vnDayRange(q) });
      return {
        items: rows.map((r) => presentModeratorWithdrawal(r.withdrawal, r)),
        page: q.page,
        page_size: q.page_size,
        total,
      };
    },
  };
}

export type WithdrawalService = ReturnType<typeof withdrawalService>;
