import { expect } from 'vitest';
import type { TestApp } from '../helpers.js';
import { postJournal } from '../../src/modules/ledger/ledger.service.js';
import { reconcile } from '../../src/modules/ledger/reconciliation.js';

/** Give a member spendable money as a top-up would (gateway clearing → available). */
export async function fundMember(t: TestApp, userId: string, amount: number, key = `test-fund:${userId}:${Math.random()}`) {
  await t.database.db.transaction((tx) =>
    postJournal(tx, {
      kind: 'topup',
      postingKey: key,
      referenceType: 'test',
      lines: [
        { account: { platform: 'gateway_clearing' }, amount: -amount },
        { account: { owner: userId, kind: 'available' }, amount },
      ],
    }),
  );
}

/** The ledger invariants every money test ends with. */
export async function expectLedgerClean(t: TestApp) {
  const report = await reconcile(t.database.db, t.clock.now());
  expect(report.problems).toEqual([]);
  expect(report.clean).toBe(true);
  return report;
}
