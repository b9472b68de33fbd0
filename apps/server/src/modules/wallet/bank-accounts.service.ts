import { bankName, MAX_BANK_ACCOUNTS, type BankAccount, type bankAccountInput } from '@cho-gundam/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { businessRule, conflict, notFound } from '../../lib/errors.js';
import { notify } from '../notifications/index.js';
import {
  clearDefaultBankAccount,
  countLiveBankAccounts,
  deleteBankAccount,
  findLiveBankAccount,
  hasDefaultBankAccount,
  insertBankAccount,
  listLiveBankAccounts,
  lockAccountHolder,
  makeDefaultBankAccount,
  newestLiveBankAccount,
} from './bank-accounts.repository.js';
import { presentBankAccount } from './wallet.presenter.js';

const accountNotFound = () => notFound('Không tìm thấy tài khoản ngân hàng');

/** A member's saved bank accounts (withdrawals go only to one of these). Deleting is soft: withdrawals keep a snapshot anyway. */
export function bankAccountService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async list(caller: Actor): Promise<BankAccount[]> {
      authorize(caller, 'wallet.use');
      const rows = await listLiveBankAccounts(db, caller.userId);
      return rows.map(presentBankAccount);
    },

    async add(caller: Actor, input: z.output<typeof bankAccountInput>): Promise<BankAccount> {
      authorize(caller, 'wallet.use');
      const row = await db.transaction(async (tx) => {
        await lockAccountHolder(tx, caller.userId);
        const n = await countLiveBankAccounts(tx, caller.userId);
        if (n >= MAX_BANK_ACCOUNTS) throw businessRule(`Bạn chỉ có thể lưu tối đa ${MAX_BANK_ACCOUNTS} tài khoản ngân hàng`);
        const makeDefault = n === 0 || input.is_default === true;
        if (makeDefault) await clearDefaultBankAccount(tx, caller.userId);
        const inserted = await insertBankAccount(tx, {
          userId: caller.userId,
          bankCode: input.bank_code,
          accountNumber: input.account_number,
          accountName: input.account_name,
          isDefault: makeDefault,
          createdAt: clock.now(),
        });
        if (!inserted) throw conflict('conflict', 'Tài khoản ngân hàng này đã được lưu');
        // withdrawals go to these accounts: a new one is announced by email too (account takeover is the money-out path)
        await notify(tx, {
          recipientId: caller.userId,
          title: 'Đã thêm tài khoản ngân hàng',
          message: `Tài khoản ${bankName(input.bank_code)} ${input.account_number} (${input.account_name}) vừa được thêm để nhận tiền rút. Nếu không phải bạn, hãy đổi mật khẩu ngay.`,
          type: 'wallet',
          link: '/member/profile/wallet',
          email: true,
        });
        return inserted;
      });
      return presentBankAccount(row);
    },

    async setDefault(caller: Actor, id: string): Promise<BankAccount> {
      authorize(caller, 'wallet.use');
      const row = await db.transaction(async (tx) => {
        await lockAccountHolder(tx, caller.userId);
        if (!(await findLiveBankAccount(tx, caller.userId, id))) throw accountNotFound();
        await clearDefaultBankAccount(tx, caller.userId, id);
        return makeDefaultBankAccount(tx, id);
      });
      return presentBankAccount(row);
    },

    async remove(caller: Actor, id: string): Promise<void> {
      authorize(caller, 'wallet.use');
      await db.transaction(async (tx) => {
        await lockAccountHolder(tx, caller.userId);
        const gone = await deleteBankAccount(tx, caller.userId, id, clock.now());
        if (!gone) throw accountNotFound();
        // the newest remaining account becomes the default when the default was removed
        if (!(await hasDefaultBankAccount(tx, caller.userId))) {
          const next = await newestLiveBankAccount(tx, caller.userId);
          if (next) await makeDefaultBankAccount(tx, next);
        }
      });
    },
  };
}

export type BankAccountService = ReturnType<typeof bankAccountService>;
