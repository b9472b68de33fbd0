import { and, eq } from 'drizzle-orm';
import { type Exchange, type ExchangeDecisionBody } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { recordStaffAction } from '../audit/index.js';
import { ensureMemberAccounts, lockAccounts, runIdempotent } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { lockOrdersById, refundExchangeOrders, returnExchangeOrders, type OrderRow } from '../orders/index.js';
import { decisionNotice } from './exchange-decision-notices.js';
import { lockAll, move } from './exchange-kits.js';
import { presentExchanges } from './exchanges.presenter.js';
import { exchangeItemsOf, findExchange, lockExchange, updateExchange, type ExchangeRow } from './exchanges.repository.js';
import { exchangeDisputes } from './exchanges.schema.js';
import { refundCompensation, refundHeldFees } from './trade-money.js';
import { completeTrade, tradeLink } from './trade-parcels.js';
import { exchangeNotFound } from './trades.service.js';

const notBothDelivered = () =>
  new AppError(
    'invalid_transition',
    409,
    'Chỉ hoàn tất được giao dịch khi cả hai kiện hàng đã được giao tới; nếu có kiện hàng giao thất bại, hãy chọn hoàn tiền cho hai bên',
  );

/** `complete`: both parcels delivered; the sides that have not confirmed are received now, then the trade's own completion. */
async function decideComplete(tx: Tx, x: ExchangeRow, now: Date, moderatorId: string) {
  if (x.status !== 'packaging') throw notBothDelivered();
  const locked = await lockOrdersById(tx, [x.orderToPosterId!, x.orderToOffererId!]);
  if (locked.length !== 2 || locked.some((o) => o.status !== 'delivered')) throw notBothDelivered();
  const received = await updateExchange(tx, x.id, {
    posterReceivedAt: x.posterReceivedAt ?? now,
    offererReceivedAt: x.offererReceivedAt ?? now,
    updatedAt: now,
  });
  // the same completion as the second receipt: kits to their new owners, fees to shipping, compensation released
  return completeTrade(tx, received, now, { actorId: moderatorId });
}

/** The trade `failed` after a refund or a return: compensation back to its payer, who decided and why. */
async function endFailed(
  tx: Tx,
  x: ExchangeRow,
  now: Date,
  moderatorId: string,
  reason: string,
  feeStates: Partial<Pick<ExchangeRow, 'posterFeeState' | 'offererFeeState'>>,
  note: string,
) {
  const compensationState = await refundCompensation(tx, x, `Hoàn tiền bù trao đổi (${note})`);
  return updateExchange(tx, x.id, {
    status: 'failed',
    compensationState,
    ...feeStates,
    canceledBy: moderatorId,
    cancelReason: reason,
    canceledAt: now,
    updatedAt: now,
  });
}

/** `refund`: the trade `failed`; both parcels canceled and refunded (kits back to senders), the compensation back to its payer. */
async function decideRefund(tx: Tx, x: ExchangeRow, now: Date, moderatorId: string, reason: string) {
  let feeStates: Partial<Pick<ExchangeRow, 'posterFeeState' | 'offererFeeState'>>;
  if (x.status === 'packaging') {
    // orders (id order) → kits → accounts, inside the orders module
    await refundExchangeOrders(tx, [x.orderToPosterId!, x.orderToOffererId!], now, { actorId: moderatorId, reason });
    await lockAccounts(tx, { owners: [x.posterId, x.offererId], platform: [] });
    feeStates = { posterFeeState: 'refunded', offererFeeState: 'refunded' };
  } else {
    // still `pending`: no orders yet; each side's kits back, the fees paid so far refunded
    const items = await exchangeItemsOf(tx, [x.id]);
    await lockAll(
      tx,
      items.map((i) => i.kitId),
    );
    const from = (side: 'poster' | 'offerer') => items.filter((i) => i.fromSide === side).map((i) => i.kitId);
    await move(tx, from('poster'), x.posterId, 'exchanging', 'in_store', now);
    await move(tx, from('offerer'), x.offererId, 'exchanging', 'in_store', now);
    await lockAccounts(tx, { owners: [x.posterId, x.offererId], platform: [] });
    feeStates = await refundHeldFees(tx, x);
  }
  return endFailed(tx, x, now, moderatorId, reason, feeStates, 'điều hành viên hoàn tiền');
}

/** A parcel there is something to bring back from: packed (booked with the carrier), on its way, or delivered. */
export const parcelToReturn = (o: Pick<OrderRow, 'status' | 'isPackaged'>) =>
  o.status === 'delivering' || o.status === 'delivered' || (o.status === 'packaging' && o.isPackaged);

const nothingToReturn = () =>
  new AppError(
    'invalid_transition',
    409,
    'Chưa có kiện hàng nào được giao cho đơn vị vận chuyển nên không có gì để hoàn về; hãy chọn hoàn tiền cho hai bên',
  );

/**
 * `return`: the money and the kits' records as a refund (orders canceled, kits `in_store` with their
 * senders at once, each receiver's fee and the compensation refunded), and the parcels physically
 * back: the orders module enqueues, in this transaction, the carrier work of each canceled order
 * (a parcel on its way stopped, a delivered one booked back to its sender). Needs a parcel that
 * left its sender; otherwise there is nothing to return and a refund is the answer.
 */
async function decideReturn(tx: Tx, x: ExchangeRow, now: Date, moderatorId: string, reason: string) {
  if (x.status !== 'packaging') throw nothingToReturn();
  const locked = await lockOrdersById(tx, [x.orderToPosterId!, x.orderToOffererId!]);
  if (!locked.some(parcelToReturn)) throw nothingToReturn();
  // orders (id order, already ours) → kits → accounts, inside the orders module
  await returnExchangeOrders(tx, [x.orderToPosterId!, x.orderToOffererId!], now, { actorId: moderatorId, reason });
  await lockAccounts(tx, { owners: [x.posterId, x.offererId], platform: [] });
  const feeStates = { posterFeeState: 'refunded', offererFeeState: 'refunded' } as const;
  return endFailed(tx, x, now, moderatorId, reason, feeStates, 'điều hành viên hoàn hàng về người gửi');
}

/**
 * A moderator's decision on a trade (docs/domain/exchanges.md, "Moderator decisions"), in ONE
 * transaction under the lock order trade → orders (id order) → kits → ledger accounts, idempotent
 * by `Idempotency-Key`; the ledger's posting keys (order settle, compensation outcome) make a
 * second money outcome impossible whatever races it. Audit row and both sides' notices in the
 * same transaction.
 */
export function exchangeDecisions({ db, clock, storage }: { db: Db; clock: Clock; storage: Storage }) {
  return {
    async decide(caller: Actor, exchangeId: string, key: string, body: ExchangeDecisionBody) {
      authorize(caller, 'exchange.moderate');
      const pre = await findExchange(db, exchangeId);
      if (!pre) throw exchangeNotFound();
      for (const id of [pre.posterId, pre.offererId].sort()) await ensureMemberAccounts(db, id);
      return runIdempotent<Exchange>(
        db,
        { userId: caller.userId, key, command: 'exchange.decide', request: { exchangeId, ...body } },
        async (tx) => {
          const now = clock.now();
          const x = await lockExchange(tx, exchangeId);
          if (!x) throw exchangeNotFound();
          if (x.status !== 'pending' && x.status !== 'packaging') {
            throw new AppError('invalid_transition', 409, 'Giao dịch trao đổi này đã kết thúc, không thể ra quyết định nữa');
          }
          const reason = body.reason.trim();
          const done =
            body.decision === 'complete'
              ? await decideComplete(tx, x, now, caller.userId)
              : body.decision === 'return'
                ? await decideReturn(tx, x, now, caller.userId, reason)
                : await decideRefund(tx, x, now, caller.userId, reason);
          await tx
            .update(exchangeDisputes)
            .set({ status: 'resolved', resolvedAt: now, resolvedBy: caller.userId })
            .where(and(eq(exchangeDisputes.exchangeId, x.id), eq(exchangeDisputes.status, 'open')));
          await recordStaffAction(tx, {
            actor: caller,
            action: `exchange.${body.decision}`,
            target: { type: 'exchange', id: x.id },
            before: { status: x.status, compensation_state: x.compensationState },
            after: { status: done.status, compensation_state: done.compensationState },
            reason,
            details: { decision: body.decision, compensation_amount: x.compensationAmount },
            at: now,
          });
          const notice = decisionNotice(body.decision, x.compensationAmount, reason);
          for (const recipientId of [x.posterId, x.offererId]) {
            await notify(tx, { recipientId, type: 'exchange', ...notice, link: tradeLink(x.id), email: true }, now);
          }
          return (await presentExchanges(tx, storage, [done], caller.userId))[0]!;
        },
      );
    },
  };
}

export type ExchangeDecisions = ReturnType<typeof exchangeDecisions>;
