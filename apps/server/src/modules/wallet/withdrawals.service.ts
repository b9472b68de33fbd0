import { and, count, desc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import { formatMoney, type CreateWithdrawalBody, type ModeratorWithdrawal, type Paged, type Withdrawal } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { staffAuditLog } from '../audit/audit.schema.js';
import { getSetting, postJournal, runIdempotent } from '../ledger/index.js';
import { notify } from '../notifications/notify.js';
import { users } from '../users/users.schema.js';
import { presentWithdrawal } from './wallet.presenter.js';
import { bankAccounts, withdrawals } from './wallet.schema.js';

const withdrawalNotFound = () => notFound('Không tìm thấy yêu cầu rút tiền');
const notPending = () => new AppError('invalid_transition', 409, 'Yêu cầu rút tiền này đã được xử lý hoặc đã hủy');

type Row = typeof withdrawals.$inferSelect;

/** platform setting: withdrawals above this amount (đồng) are processed by an admin only */
export const WITHDRAWAL_ADMIN_THRESHOLD = 'withdrawal_admin_threshold';

/**
 * Withdrawals ("Rút tiền"). The request holds the money at once (available → held); exactly one of
 * complete (held → payouts), reject or cancel (held → available) ever happens: each is a conditional
 * UPDATE `where status = 'pending'` in the same transaction as its journal, and all three share the
 * posting key `withdrawal:<id>:settle`.
 */
export function withdrawalService({ db, clock }: { db: Db; clock: Clock }) {
  /** moves a pending request to `to`; null when it was not pending (someone else won) */
  async function transition(tx: Tx, id: string, to: Row['status'], extra: Partial<typeof withdrawals.$inferInsert>, guard?: SQL) {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: to, updatedAt: clock.now(), ...extra })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending'), guard))
      .returning();
    return row ?? null;
  }

  async function release(tx: Tx, w: Row, kind: 'withdrawal_release' | 'withdrawal_complete') {
    await postJournal(tx, {
      kind,
      postingKey: `withdrawal:${w.id}:settle`,
      referenceType: 'withdrawal',
      referenceId: w.id,
      memo: kind === 'withdrawal_complete' ? `Chuyển khoản đến ${w.bankCode} ${w.accountNumber}` : `Hoàn lại tiền rút (${w.status === 'canceled' ? 'đã hủy' : 'bị từ chối'})`,
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
  async function explain(tx: Tx, id: string, ownerId?: string): Promise<never> {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (!w || (ownerId && w.userId !== ownerId)) throw withdrawalNotFound();
    throw notPending();
  }

  const audit = (tx: Tx, actor: AuthContext, action: string, w: Row, reason: string | null, details: Record<string, unknown>) =>
    tx.insert(staffAuditLog).values({ actorId: actor.userId, action, targetType: 'withdrawal', targetId: w.id, reason, details: { amount: w.amount, user_id: w.userId, ...details }, createdAt: clock.now() });

  /**
   * The moderator's action on someone else's pending request (four-eyes: never their own). Above
   * the platform setting `withdrawal_admin_threshold` (đồng; unset = no limit) only an admin may act.
   */
  async function moderate(staff: AuthContext, id: string, work: (tx: Tx) => Promise<Row>) {
    return db.transaction(async (tx) => {
      const [w] = await tx.select({ userId: withdrawals.userId, amount: withdrawals.amount }).from(withdrawals).where(eq(withdrawals.id, id));
      if (!w) throw withdrawalNotFound();
      if (w.userId === staff.userId) throw forbidden('Bạn không thể tự xử lý yêu cầu rút tiền của chính mình');
      const threshold = Number(await getSetting<number | null>(tx, WITHDRAWAL_ADMIN_THRESHOLD, null));
      if (threshold > 0 && w.amount > threshold && staff.role !== 'admin') {
        throw forbidden(`Yêu cầu rút tiền trên ${formatMoney(threshold)} cần quản trị viên xử lý`);
      }
      return work(tx);
    });
  }

  return {
    async request(caller: AuthContext, key: string, body: CreateWithdrawalBody): Promise<{ statusCode: number; body: Withdrawal }> {
      const res = await runIdempotent(db, { userId: caller.userId, key, command: 'wallet.withdrawal.create', request: body, statusCode: 201 }, async (tx) => {
        const [account] = await tx
          .select()
          .from(bankAccounts)
          .where(and(eq(bankAccounts.id, body.bank_account_id), eq(bankAccounts.userId, caller.userId), isNull(bankAccounts.deletedAt)));
        if (!account) throw notFound('Không tìm thấy tài khoản ngân hàng');
        const now = clock.now();
        const [w] = await tx
          .insert(withdrawals)
          .values({
            userId: caller.userId,
            bankAccountId: account.id,
            bankCode: account.bankCode,
            accountNumber: account.accountNumber,
            accountName: account.accountName,
            amount: body.amount,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        // a line that would take `available` below zero throws insufficient_funds and nothing above stays
        await postJournal(tx, {
          kind: 'withdrawal_hold',
          postingKey: `withdrawal:${w!.id}:hold`,
          referenceType: 'withdrawal',
          referenceId: w!.id,
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
        return presentWithdrawal(w!);
      });
      return { statusCode: res.statusCode, body: res.body };
    },

    async listMine(caller: AuthContext, q: { page: number; page_size: number; status?: Row['status'] }): Promise<Paged<Withdrawal>> {
      const where = and(eq(withdrawals.userId, caller.userId), q.status ? eq(withdrawals.status, q.status) : undefined);
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(q.page_size).offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(withdrawals).where(where),
      ]);
      return { items: rows.map(presentWithdrawal), page: q.page, page_size: q.page_size, total: n };
    },

    async cancel(caller: AuthContext, id: string): Promise<Withdrawal> {
      return db.transaction(async (tx) => {
        const w = (await transition(tx, id, 'canceled', {}, eq(withdrawals.userId, caller.userId))) ?? (await explain(tx, id, caller.userId));
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

    async complete(staff: AuthContext, id: string, bankReference: string): Promise<Withdrawal> {
      return moderate(staff, id, async (tx) => {
        const now = clock.now();
        const w =
          (await transition(tx, id, 'completed', { bankReference, processedBy: staff.userId, processedAt: now }, ne(withdrawals.userId, staff.userId))) ?? (await explain(tx, id));
        await release(tx, w, 'withdrawal_complete');
        await audit(tx, staff, 'withdrawal.complete', w, null, { bank_reference: bankReference });
        await notify(tx, {
          recipientId: w.userId,
          title: 'Yêu cầu rút tiền đã hoàn tất',
          message: `${formatMoney(w.amount)} đã được chuyển đến tài khoản ${w.bankCode} ${w.accountNumber} (mã giao dịch ${bankReference}).`,
          type: 'withdrawal',
          link: '/member/profile/wallet',
          email: true,
        });
        return w;
      }).then(presentWithdrawal);
    },

    async reject(staff: AuthContext, id: string, reason: string): Promise<Withdrawal> {
      return moderate(staff, id, async (tx) => {
        const now = clock.now();
        const w = (await transition(tx, id, 'rejected', { rejectReason: reason, processedBy: staff.userId, processedAt: now }, ne(withdrawals.userId, staff.userId))) ?? (await explain(tx, id));
        await release(tx, w, 'withdrawal_release');
        await audit(tx, staff, 'withdrawal.reject', w, reason, {});
        await notify(tx, {
          recipientId: w.userId,
          title: 'Yêu cầu rút tiền bị từ chối',
          message: `Yêu cầu rút ${formatMoney(w.amount)} bị từ chối: ${reason}. Số tiền đã được hoàn lại vào số dư khả dụng.`,
          type: 'withdrawal',
          link: '/member/profile/wallet',
          email: true,
        });
        return w;
      }).then(presentWithdrawal);
    },

    async queue(q: { page: number; page_size: number; status?: Row['status']; q?: string }): Promise<Paged<ModeratorWithdrawal>> {
      const term = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        q.status ? eq(withdrawals.status, q.status) : undefined,
        term ? or(ilike(users.email, term), ilike(users.fullName, term), ilike(withdrawals.accountNumber, term), ilike(withdrawals.accountName, term)) : undefined,
      );
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        db
          .select({ w: withdrawals, name: users.fullName, email: users.email })
          .from(withdrawals)
          .innerJoin(users, eq(users.id, withdrawals.userId))
          .where(where)
          // the queue is worked oldest first
          .orderBy(q.status === 'pending' ? withdrawals.createdAt : desc(withdrawals.createdAt), withdrawals.id)
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(withdrawals).innerJoin(users, eq(users.id, withdrawals.userId)).where(where),
      ]);
      return { items: rows.map((r) => ({ ...presentWithdrawal(r.w), user_name: r.name, user_email: r.email })), page: q.page, page_size: q.page_size, total: n };
    },
  };
}
