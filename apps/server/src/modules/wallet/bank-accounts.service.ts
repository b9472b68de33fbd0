import { and, asc, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { bankName, MAX_BANK_ACCOUNTS, type BankAccount, type bankAccountInput } from '@cho-gundam/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { businessRule, conflict, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { notify } from '../notifications/notify.js';
import { users } from '../users/users.schema.js';
import { presentBankAccount } from './wallet.presenter.js';
import { bankAccounts } from './wallet.schema.js';

const accountNotFound = () => notFound('Không tìm thấy tài khoản ngân hàng');

/** A member's saved bank accounts (withdrawals go only to one of these). Deleting is soft: withdrawals keep a snapshot anyway. */
export function bankAccountService({ db, clock }: { db: Db; clock: Clock }) {
  const live = (userId: string) => and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt));

  return {
    async list(caller: AuthContext): Promise<BankAccount[]> {
      const rows = await db.select().from(bankAccounts).where(live(caller.userId)).orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.createdAt));
      return rows.map(presentBankAccount);
    },

    async add(caller: AuthContext, input: z.output<typeof bankAccountInput>): Promise<BankAccount> {
      const row = await db.transaction(async (tx) => {
        // serialise a member's bank-account changes (count limit, single default)
        await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('update');
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(bankAccounts).where(live(caller.userId));
        if (n >= MAX_BANK_ACCOUNTS) throw businessRule(`Bạn chỉ có thể lưu tối đa ${MAX_BANK_ACCOUNTS} tài khoản ngân hàng`);
        const makeDefault = n === 0 || input.is_default === true;
        if (makeDefault) await tx.update(bankAccounts).set({ isDefault: false }).where(live(caller.userId));
        const inserted = await tx
          .insert(bankAccounts)
          .values({ userId: caller.userId, bankCode: input.bank_code, accountNumber: input.account_number, accountName: input.account_name, isDefault: makeDefault, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning();
        if (!inserted[0]) throw conflict('conflict', 'Tài khoản ngân hàng này đã được lưu');
        // withdrawals go to these accounts: a new one is announced by email too (account takeover is the money-out path)
        await notify(tx, {
          recipientId: caller.userId,
          title: 'Đã thêm tài khoản ngân hàng',
          message: `Tài khoản ${bankName(input.bank_code)} ${input.account_number} (${input.account_name}) vừa được thêm để nhận tiền rút. Nếu không phải bạn, hãy đổi mật khẩu ngay.`,
          type: 'wallet',
          link: '/member/profile/wallet',
          email: true,
        });
        return inserted[0];
      });
      return presentBankAccount(row);
    },

    async setDefault(caller: AuthContext, id: string): Promise<BankAccount> {
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('update');
        const [target] = await tx.select().from(bankAccounts).where(and(eq(bankAccounts.id, id), live(caller.userId)));
        if (!target) throw accountNotFound();
        await tx.update(bankAccounts).set({ isDefault: false }).where(and(live(caller.userId), ne(bankAccounts.id, id)));
        const [updated] = await tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, id)).returning();
        return updated!;
      });
      return presentBankAccount(row);
    },

    async remove(caller: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('update');
        const [gone] = await tx
          .update(bankAccounts)
          .set({ deletedAt: clock.now(), isDefault: false })
          .where(and(eq(bankAccounts.id, id), live(caller.userId)))
          .returning();
        if (!gone) throw accountNotFound();
        // the newest remaining account becomes the default when the default was removed
        const [hasDefault] = await tx.select({ id: bankAccounts.id }).from(bankAccounts).where(and(live(caller.userId), eq(bankAccounts.isDefault, true)));
        if (!hasDefault) {
          const [next] = await tx.select({ id: bankAccounts.id }).from(bankAccounts).where(live(caller.userId)).orderBy(desc(bankAccounts.createdAt)).limit(1);
          if (next) await tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, next.id));
        }
      });
    },
  };
}
