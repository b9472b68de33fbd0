import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Exchange } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { notify } from '../notifications/index.js';
import { lockOrdersById, orders } from '../orders/index.js';
import { presentExchanges } from './exchanges.presenter.js';
import { lockExchange, updateExchange, type ExchangeRow } from './exchanges.repository.js';
import { exchangeDisputes, exchanges } from './exchanges.schema.js';
import { completeTrade, orderToSide, otherSide, partyOf, receivedAt, tradeLink, type Side } from './trade-parcels.js';
import { exchangeNotFound } from './trades.service.js';

const SWEEP_BATCH = 100;

/**
 * Stage 4 (product.md §8): each side confirms the parcel it received once the carrier delivered it
 * (or the sweep does it 7 days after delivery); the second confirmation completes the trade in
 * the same transaction (`completeTrade`). Lock order: exchange → orders → kits → ledger accounts.
 */
export function tradeReceiptsService({ db, clock, storage }: { db: Db; clock: Clock; storage: Storage }) {
  /** `side` has its parcel (under the trade's lock, the order delivered); completes the trade when the other side has too. */
  async function receive(tx: Tx, x: ExchangeRow, side: Side, actorId: string | null, now: Date) {
    const updated = await updateExchange(
      tx,
      x.id,
      side === 'poster' ? { posterReceivedAt: now, updatedAt: now } : { offererReceivedAt: now, updatedAt: now },
    );
    if (receivedAt(updated, otherSide(side))) return completeTrade(tx, updated, now, { actorId });
    await notify(
      tx,
      {
        recipientId: partyOf(x, otherSide(side)),
        type: 'exchange',
        title: 'Bên kia đã xác nhận nhận hàng',
        message: 'Bên kia đã nhận được kiện hàng của bạn. Hãy xác nhận khi bạn nhận được kiện hàng của mình để hoàn tất giao dịch.',
        link: tradeLink(x.id),
      },
      now,
    );
    return updated;
  }

  return {
    /** The two orders of a trade (null before both fees are paid): the demo packs them. */
    async tradeOrders(exchangeId: string) {
      const [x] = await db.select().from(exchanges).where(eq(exchanges.id, exchangeId)).limit(1);
      if (!x?.orderToPosterId || !x.orderToOffererId) throw new Error(`trade ${exchangeId} has no orders yet`);
      return { toPoster: x.orderToPosterId, toOfferer: x.orderToOffererId };
    },

    /** "Đã nhận hàng": my parcel was delivered and I confirm it; the second confirmation completes the trade. */
    async confirmReceipt(caller: Actor, exchangeId: string): Promise<Exchange> {
      authorize(caller, 'exchange.trade');
      return db.transaction(async (tx) => {
        const now = clock.now();
        const x = await lockExchange(tx, exchangeId);
        if (!x) throw exchangeNotFound();
        authorize(caller, 'exchange.act_as_party', x);
        if (x.status === 'completed') throw new AppError('invalid_transition', 409, 'Giao dịch trao đổi này đã hoàn tất');
        if (x.status !== 'packaging') throw new AppError('invalid_transition', 409, 'Giao dịch trao đổi chưa đến bước nhận hàng');
        const side: Side = x.posterId === caller.userId ? 'poster' : 'offerer';
        if (receivedAt(x, side)) throw new AppError('invalid_transition', 409, 'Bạn đã xác nhận nhận hàng cho giao dịch này');
        const [order] = await lockOrdersById(tx, [orderToSide(x, side)!]);
        if (order?.status !== 'delivered') {
          throw new AppError('invalid_transition', 409, 'Kiện hàng bạn nhận chưa được giao tới, chưa thể xác nhận đã nhận hàng');
        }
        const row = await receive(tx, x, side, caller.userId, now);
        return (await presentExchanges(tx, storage, [row], caller.userId))[0]!;
      });
    },

    /** The `exchanges.fee_due` job: 72 h after the accept, a side that has not paid its fee is reminded; the other may cancel. */
    async feeDue(exchangeId: string) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const x = await lockExchange(tx, exchangeId);
        if (!x || x.status !== 'pending') return;
        for (const late of ['poster', 'offerer'] as const) {
          if ((late === 'poster' ? x.posterFeeState : x.offererFeeState) !== 'none') continue;
          await notify(
            tx,
            {
              recipientId: partyOf(x, late),
              type: 'exchange',
              title: 'Bạn chưa thanh toán phí vận chuyển trao đổi',
              message: 'Đã quá 72 giờ kể từ khi đề nghị được chấp nhận. Bên kia có thể hủy giao dịch và được hoàn tiền.',
              link: tradeLink(x.id),
              email: true,
            },
            now,
          );
          await notify(
            tx,
            {
              recipientId: partyOf(x, otherSide(late)),
              type: 'exchange',
              title: 'Bên kia chưa thanh toán phí vận chuyển sau 72 giờ',
              message: 'Bạn có thể hủy giao dịch trao đổi; tiền bù và phí vận chuyển đã thanh toán sẽ được hoàn lại đầy đủ.',
              link: tradeLink(x.id),
              email: true,
            },
            now,
          );
        }
      });
    },

    /** The `exchanges.ship_due` job: after `ship_by`, each side whose parcel is not packed is reminded; the other may cancel. */
    async shipDue(exchangeId: string) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const x = await lockExchange(tx, exchangeId);
        if (!x || x.status !== 'packaging' || !x.shipBy || now < x.shipBy) return;
        const locked = await lockOrdersById(tx, [x.orderToPosterId!, x.orderToOffererId!]);
        for (const late of ['poster', 'offerer'] as const) {
          // the parcel the late side sends is the one the other side receives
          const outgoing = locked.find((o) => o.id === orderToSide(x, otherSide(late)));
          if (!outgoing || outgoing.status !== 'packaging' || outgoing.isPackaged) continue;
          await notify(
            tx,
            {
              recipientId: partyOf(x, late),
              type: 'exchange',
              title: 'Bạn đã quá hạn đóng gói kiện hàng trao đổi',
              message: 'Đã quá 72 giờ mà bạn chưa đóng gói kiện hàng. Bên kia có thể hủy giao dịch và được hoàn tiền.',
              link: tradeLink(x.id),
              email: true,
            },
            now,
          );
          await notify(
            tx,
            {
              recipientId: partyOf(x, otherSide(late)),
              type: 'exchange',
              title: 'Bên kia chưa đóng gói kiện hàng sau 72 giờ',
              message: 'Bạn có thể hủy giao dịch trao đổi; tiền bù và phí vận chuyển sẽ được hoàn lại đầy đủ.',
              link: tradeLink(x.id),
              email: true,
            },
            now,
          );
        }
      });
    },

    /**
     * The `exchanges.receipt_sweep` job: a parcel delivered 7 days ago (its order's auto-complete
     * time) and not confirmed is received for its side; re-checked under the trade's lock. A trade
     * with an open dispute is skipped: a moderator decides it.
     */
    async sweepReceipts() {
      const now = clock.now();
      const due = await db
        .selectDistinct({ id: exchanges.id })
        .from(exchanges)
        .innerJoin(
          orders,
          or(
            and(eq(orders.id, exchanges.orderToPosterId), isNull(exchanges.posterReceivedAt)),
            and(eq(orders.id, exchanges.orderToOffererId), isNull(exchanges.offererReceivedAt)),
          ),
        )
        .where(
          and(
            eq(exchanges.status, 'packaging'),
            eq(orders.status, 'delivered'),
            lte(orders.autoCompleteAt, now),
            // a disputed trade waits for a moderator's decision instead
            sql`not exists (select 1 from exchange_disputes d where d.exchange_id = ${exchanges.id} and d.status = 'open')`,
          ),
        )
        .orderBy(asc(exchanges.id))
        .limit(SWEEP_BATCH);
      let done = 0;
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          let x = await lockExchange(tx, id);
          if (!x || x.status !== 'packaging') return;
          const [disputed] = await tx
            .select({ id: exchangeDisputes.id })
            .from(exchangeDisputes)
            .where(and(eq(exchangeDisputes.exchangeId, x.id), eq(exchangeDisputes.status, 'open')))
            .limit(1);
          if (disputed) return;
          const locked = await lockOrdersById(tx, [x.orderToPosterId!, x.orderToOffererId!]);
          for (const side of ['poster', 'offerer'] as const) {
            const o = locked.find((r) => r.id === orderToSide(x!, side));
            if (x.status !== 'packaging' || receivedAt(x, side) || o?.status !== 'delivered' || !o.autoCompleteAt || o.autoCompleteAt > now)
              continue;
            x = await receive(tx, x, side, null, now);
            done += 1;
          }
        });
      }
      return done;
    },
  };
}

export type TradeReceiptsService = ReturnType<typeof tradeReceiptsService>;
