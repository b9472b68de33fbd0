import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app.js';
import { sandboxGateway } from '../integrations/zalopay/index.js';
import type { Actor } from '../lib/access.js';
import { ManualClock, hours, minutes } from '../lib/clock.js';
import { findTopup, insertTopup, saveGatewayOrder, sandboxOrderStore, sandboxStateOf } from '../modules/wallet/topups.repository.js';
import { TOPUP_EXPIRE_SECONDS, topupService } from '../modules/wallet/topups.service.js';
import { newAppTransId } from '../modules/wallet/index.js';
import { demoUsers } from './demo-people.js';

/** The wallet's top-up service on the demo clock, with the sandbox gateway the development server uses. */
function demoTopupService(ctx: AppContext, clock: ManualClock) {
  const gateway = sandboxGateway({ store: sandboxOrderStore(ctx.db), appUrl: ctx.config.appUrl, secret: ctx.config.otpSecret });
  return { gateway, service: topupService({ db: ctx.db, clock, gateway, appUrl: ctx.config.appUrl, enabled: true }) };
}

/** What the sandbox says to the gateway's callback for a paid order. */
async function paidReport(ctx: AppContext, gateway: ReturnType<typeof demoTopupService>['gateway'], id: string) {
  const t = (await findTopup(ctx.db, id))!;
  const remote = sandboxStateOf(t)!;
  return {
    appTransId: t.appTransId,
    appId: gateway.appId,
    amount: t.amount,
    gatewayTransId: remote.zp_trans_id!,
    via: 'callback' as const,
  };
}

/**
 * A top-up as a member makes it: the order at the sandbox gateway, paid on its page, credited by the
 * callback (the service's one transition to `succeeded`), at the demo clock's time.
 */
export async function demoTopup(ctx: AppContext, clock: ManualClock, who: Actor, amount: number) {
  const { gateway, service } = demoTopupService(ctx, clock);
  const { body } = await service.create(who, `demo-topup-${randomUUID()}`, { amount });
  const t = (await findTopup(ctx.db, body.id))!;
  await gateway.markPaid(t.appTransId, clock.now());
  const report = await paidReport(ctx, gateway, t.id);
  await ctx.db.transaction((tx) => service.settle(tx, report));
}

/**
 * Two top-ups for the moderator's "Nạp tiền" tab (docs/domain/back-office.md):
 * - member7@ paid 300.000 ₫ at the gateway 40 minutes ago and the callback never came: `pending`,
 *   and "Tra cứu cổng thanh toán" finds it paid and credits it. Its row is written with the
 *   repository's insert, without the status-query job a real one gets: that job would credit it a
 *   minute after the start, before anyone could see it waiting;
 * - member5@'s top-up of 250.000 ₫ expired unpaid (the status-query job ended it), then the
 *   gateway reported a payment for it: never credited silently, it waits under "Cần kiểm tra".
 */
export async function loadDemoTopupReviews(ctx: AppContext, log: (line: string) => void) {
  const N = ctx.clock.now().getTime();
  const clock = new ManualClock(new Date(N - hours(5)));
  const { member5, member7 } = await demoUsers(ctx, ['member5', 'member7']);
  if (!member5 || !member7) return;
  const { gateway, service } = demoTopupService(ctx, clock);

  const { body } = await service.create(member5.actor, `demo-topup-${randomUUID()}`, { amount: 250_000 });
  clock.advance(TOPUP_EXPIRE_SECONDS * 1000 + minutes(2));
  await service.queryJob({ topupId: body.id, n: 16 });
  clock.advance(minutes(40));
  const late = (await findTopup(ctx.db, body.id))!;
  await gateway.markPaid(late.appTransId, clock.now());
  const report = await paidReport(ctx, gateway, late.id);
  await ctx.db.transaction((tx) => service.settle(tx, report));

  clock.set(new Date(N - minutes(40)));
  const now = clock.now();
  const appTransId = newAppTransId(now);
  const id = await ctx.db.transaction((tx) =>
    insertTopup(tx, {
      userId: member7.id,
      amount: 300_000,
      provider: gateway.provider,
      appTransId,
      expiresAt: new Date(now.getTime() + TOPUP_EXPIRE_SECONDS * 1000),
      createdAt: now,
      updatedAt: now,
    }),
  );
  const order = await gateway.createOrder({
    appTransId,
    appUser: member7.id,
    amount: 300_000,
    appTime: now.getTime(),
    description: 'Chợ Gundam - Nạp 300.000 ₫ vào ví',
    redirectUrl: `${ctx.config.appUrl}/member/profile/wallet?topup_id=${id}`,
    expireSeconds: TOPUP_EXPIRE_SECONDS,
  });
  await saveGatewayOrder(ctx.db, id, order, now);
  clock.advance(minutes(3));
  await gateway.markPaid(appTransId, clock.now());
  log('Dữ liệu mẫu: 1 giao dịch nạp tiền chờ tra cứu cổng thanh toán, 1 giao dịch nạp tiền cần kiểm tra');
}
