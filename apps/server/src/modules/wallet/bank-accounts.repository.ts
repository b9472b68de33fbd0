import { and, asc, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../users/index.js';
import { bankAccounts } from './wallet.schema.js';

/** Every query on a member's saved bank accounts. The first parameter is the db or the transaction. */
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type NewBankAccountRow = typeof bankAccounts.$inferInsert;

/** the member's accounts that are not deleted */
const live = (userId: string) => and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt));

/** Serialises one member's bank-account changes (count limit, single default): their user row, locked. */
export async function lockAccountHolder(ex: Executor, userId: string) {
  await ex.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The default first, then oldest first. */
export async function listLiveBankAccounts(ex: Executor, userId: string): Promise<BankAccountRow[]> {
  return ex.select().from(bankAccounts).where(live(userId)).orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.createdAt));
}

export async function countLiveBankAccounts(ex: Executor, userId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await ex.select({ n: count() }).from(bankAccounts).where(live(userId));
  return n;
}

export async function findLiveBankAccount(ex: Executor, userId: string, id: string): Promise<BankAccountRow | null> {
  const [row] = await ex
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), live(userId)));
  return row ?? null;
}

/** null when the member already saved this bank and number */
export async function insertBankAccount(ex: Executor, values: NewBankAccountRow): Promise<BankAccountRow | null> {
  const [row] = await ex.insert(bankAccounts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** None of the member's accounts is the default any more (but `except`, when given). */
export async function clearDefaultBankAccount(ex: Executor, userId: string, except?: string) {
  await ex
    .update(bankAccounts)
    .set({ isDefault: false })
    .where(and(live(userId), except ? ne(bankAccounts.id, except) : undefined));
}

export async function makeDefaultBankAccount(ex: Executor, id: string): Promise<BankAccountRow> {
  const [row] = await ex.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, id)).returning();
  return row!;
}

/** Soft delete (withdrawals keep their own snapshot); null when it is not one of the member's live accounts. */
export async function deleteBankAccount(ex: Executor, userId: string, id: string, now: Date): Promise<BankAccountRow | null> {
  const [row] = await ex
    .update(bankAccounts)
    .set({ deletedAt: now, isDefault: false })
    .where(and(eq(bankAccounts.id, id), live(userId)))
    .returning();
  return row ?? null;
}

export async function hasDefaultBankAccount(ex: Executor, userId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(live(userId), eq(bankAccounts.isDefault, true)));
  return !!row;
}

export async function newestLiveBankAccount(ex: Executor, userId: string): Promise<string | null> {
  const [row] = await ex
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(live(userId))
    .orderBy(desc(bankAccounts.createdAt))
    .limit(1);
  return row?.id ?? null;
}
