import { inArray } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import { topups, users } from '../db/schema.js';
import { postJournal } from '../modules/ledger/index.js';
import { notify } from '../modules/notifications/index.js';
import { formatMoney } from '@cho-gundam/contracts/core';
import { newAppTransId } from '../modules/wallet/index.js';

/**
 * Demo members start with money in their wallet, put there the way real money arrives: a
 * succeeded sandbox top-up and its ledger journal (gateway clearing → available), so the wallet
 * history and the reconciliation report look exactly as they would after real top-ups.
 */
const DEMO_TOPUPS: { email: string; amount: number }[] = [
  { email: 'member@chogundam.vn', amount: 5_000_000 },
  { email: 'member2@chogundam.vn', amount: 3_000_000 },
  { email: 'member3@chogundam.vn', amount: 2_000_000 },
  { email: 'seller@chogundam.vn', amount: 1_500_000 },
  { email: 'seller2@chogundam.vn', amount: 500_000 },
];

export async function loadDemoWallets(ctx: AppContext, log: (line: string) => void) {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_TOPUPS.map((d) => d.email),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  await ctx.db.transaction(async (tx) => {
    for (const [i, d] of DEMO_TOPUPS.entries()) {
      const userId = idOf.get(d.email);
      if (!userId) continue;
      // the same id format and journal as a real sandbox top-up (modules/wallet/topups.service.ts)
      const appTransId = newAppTransId(now);
      const [t] = await tx
        .insert(topups)
        .values({
          userId,
          amount: d.amount,
          provider: 'sandbox',
          appTransId,
          status: 'succeeded',
          gatewayTransId: `demo-${i + 1}`,
          succeededAt: now,
          expiresAt: now,
        })
        .returning({ id: topups.id });
      await postJournal(tx, {
        kind: 'topup',
        postingKey: `topup:${appTransId}`,
        referenceType: 'topup',
        referenceId: t!.id,
        memo: 'Nạp tiền (dữ liệu mẫu)',
        lines: [
          { account: { platform: 'gateway_clearing' }, amount: -d.amount },
          { account: { owner: userId, kind: 'available' }, amount: d.amount },
        ],
      });
      await notify(
        tx,
        {
          recipientId: userId,
          type: 'wallet',
          title: `Nạp tiền thành công: ${formatMoney(d.amount)}`,
          message: `Ví của bạn đã được nạp ${formatMoney(d.amount)}.`,
          link: '/member/profile/wallet',
        },
        now,
      );
    }
  });
  log(`Dữ liệu mẫu: ví của ${DEMO_TOPUPS.length} tài khoản đã được nạp tiền`);
}
