import { inArray } from 'drizzle-orm';
import {
  formatMoney,
  payDeliveryFeeBody,
  postalRecordOf,
  tradeAddressesBody,
  type DeliveryFeeQuote,
  type Exchange,
} from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Carrier } from '../../integrations/carrier/types.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule, issuesToFields, notFound, validationFailed } from '../../lib/errors.js';
import { findAddress } from '../addresses/index.js';
import { kits } from '../kits/index.js';
import { ensureMemberAccounts, lockAccounts, memberBalances, postJournal, runIdempotent } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { presentExchanges } from './exchanges.presenter.js';
import { exchangeItemsOf, findExchange, lockExchange, updateExchange, type ExchangeRow } from './exchanges.repository.js';
import type { TradeAddress } from './exchanges.schema.js';
import { lockAll } from './exchange-kits.js';
import { feeHoldKey } from './trade-money.js';
import { startParcels } from './trade-parcels.js';
import { exchangeNotFound } from './trades.service.js';

type Side = 'poster' | 'offerer';
const sideOf = (x: ExchangeRow, userId: string): Side => (x.posterId === userId ? 'poster' : 'offerer');
const otherSide = (s: Side): Side => (s === 'poster' ? 'offerer' : 'poster');
const feeState = (x: ExchangeRow, s: Side) => (s === 'poster' ? x.posterFeeState : x.offererFeeState);
const tradeLink = (id: string) => `/exchange/detail/${id}`;

function assertPending(x: ExchangeRow) {
  if (x.status !== 'pending') throw new AppError('invalid_transition', 409, 'Giao dịch trao đổi không còn ở giai đoạn chờ xử lý');
}

/**
 * Trade stages 1 and 2 (product.md §8): each side chooses the address it sends from and receives
 * at (from its own address book, kept as a snapshot; changeable until a delivery fee is paid),
 * then pays, from its wallet, the carrier's fee for the parcel it receives. The fee is held
 * (available → held) until the trade's orders take it (stage 3) or the trade is canceled (refund).
 */
export function tradeStagesService({ db, clock, storage, carrier }: { db: Db; clock: Clock; storage: Storage; carrier: Carrier }) {
  const one = async (ex: Db | Tx, row: ExchangeRow, viewerId: string) => (await presentExchanges(ex, storage, [row], viewerId))[0]!;

  /** The parcel `receiver` gets: from the sender's "from" address to the receiver's "to" address, weighing the sender's kits. */
  async function quoteFor(ex: Db | Tx, x: ExchangeRow, receiver: Side) {
    const sender = otherSide(receiver);
    const from = sender === 'poster' ? x.posterFrom : x.offererFrom;
    const to = receiver === 'poster' ? x.posterTo : x.offererTo;
    if (!from || !to) {
      throw businessRule('Hai bên cần chọn địa chỉ gửi và nhận hàng trước khi tính phí vận chuyển', {
        missing: [!from ? `${sender}_from` : null, !to ? `${receiver}_to` : null].filter(Boolean),
      });
    }
    const items = (await exchangeItemsOf(ex, [x.id])).filter((i) => i.fromSide === sender);
    const weights = items.length
      ? await ex
          .select({ w: kits.weightGrams })
          .from(kits)
          .where(
            inArray(
              kits.id,
              items.map((i) => i.kitId),
            ),
          )
      : [];
    const weightGrams = weights.reduce((s, r) => s + r.w, 0);
    try {
      const q = await carrier.quote({ from: postalRecordOf(from), to: postalRecordOf(to), weightGrams, valueVnd: 0 });
      return { fee: q.fee, expectedDeliveryAt: q.expectedDeliveryAt, weightGrams };
    } catch {
      throw new AppError('carrier_error', 502, 'Không tính được phí vận chuyển lúc này, vui lòng thử lại sau');
    }
  }

  return {
    /** Stage 1: my sending and receiving addresses (both from my address book). */
    async setAddresses(caller: Actor, exchangeId: string, input: unknown): Promise<Exchange> {
      authorize(caller, 'exchange.trade');
      const parsed = tradeAddressesBody.safeParse(input);
      if (!parsed.success) throw validationFailed(issuesToFields(parsed.error));
      const body = parsed.data;
      return db.transaction(async (tx) => {
        const now = clock.now();
        const x = await lockExchange(tx, exchangeId);
        if (!x) throw exchangeNotFound();
        authorize(caller, 'exchange.act_as_party', x);
        assertPending(x);
        if (x.posterFeeState !== 'none' || x.offererFeeState !== 'none') {
          throw new AppError('invalid_transition', 409, 'Không thể đổi địa chỉ sau khi phí vận chuyển đã được thanh toán');
        }
        const snap = async (id: string, field: string): Promise<TradeAddress> => {
          const a = await findAddress(tx, caller.userId, id);
          if (!a) throw notFound(`Không tìm thấy địa chỉ trong sổ địa chỉ của bạn (${field === 'from' ? 'địa chỉ gửi' : 'địa chỉ nhận'})`);
          return { ...postalRecordOf(a), addressId: a.id };
        };
        const from = await snap(body.from_address_id, 'from');
        const to = await snap(body.to_address_id, 'to');
        const side = sideOf(x, caller.userId);
        const updated = await updateExchange(
          tx,
          x.id,
          side === 'poster' ? { posterFrom: from, posterTo: to, updatedAt: now } : { offererFrom: from, offererTo: to, updatedAt: now },
        );
        return one(tx, updated, caller.userId);
      });
    },

    /** Stage 2: the fee of the parcel I receive, my balance and what I would need to top up. */
    async quote(caller: Actor, exchangeId: string): Promise<DeliveryFeeQuote> {
      authorize(caller, 'exchange.trade');
      const x = await findExchange(db, exchangeId);
      if (!x) throw exchangeNotFound();
      authorize(caller, 'exchange.act_as_party', x);
      assertPending(x);
      const side = sideOf(x, caller.userId);
      const q = await quoteFor(db, x, side);
      const { available } = await memberBalances(db, caller.userId);
      return {
        fee: q.fee,
        weight_grams: q.weightGrams,
        expected_delivery_at: q.expectedDeliveryAt.toISOString(),
        available_balance: available,
        missing_amount: feeState(x, side) === 'none' ? Math.max(0, q.fee - available) : 0,
        state: feeState(x, side),
      };
    },

    /** Stage 2: I pay the fee of the parcel I receive (held until the trade's orders exist), idempotent by key. */
    async payFee(caller: Actor, exchangeId: string, key: string, input: unknown) {
      authorize(caller, 'exchange.trade');
      const parsed = payDeliveryFeeBody.safeParse(input);
      if (!parsed.success) throw validationFailed(issuesToFields(parsed.error));
      const body = parsed.data;
      await ensureMemberAccounts(db, caller.userId);
      return runIdempotent(
        db,
        { userId: caller.userId, key, command: 'exchange.pay_fee', request: { exchangeId, ...body } },
        async (tx) => {
          const now = clock.now();
          const x = await lockExchange(tx, exchangeId);
          if (!x) throw exchangeNotFound();
          authorize(caller, 'exchange.act_as_party', x);
          assertPending(x);
          const side = sideOf(x, caller.userId);
          if (feeState(x, side) !== 'none')
            throw new AppError('invalid_transition', 409, 'Bạn đã thanh toán phí vận chuyển cho giao dịch này');
          const q = await quoteFor(tx, x, side);
          // the second payment makes the two orders (stage 3): their kits are locked before any ledger account
          const bothPaid = feeState(x, otherSide(side)) !== 'none';
          if (bothPaid) {
            await lockAll(
              tx,
              (await exchangeItemsOf(tx, [x.id])).map((i) => i.kitId),
            );
          }
          if (q.fee !== body.expected_fee) {
            throw new AppError('conflict', 409, 'Phí vận chuyển đã thay đổi, vui lòng kiểm tra lại số tiền thanh toán', {
              reason: 'price_changed',
              expected_fee: body.expected_fee,
              actual_fee: q.fee,
            });
          }
          if (q.fee > 0) {
            await lockAccounts(tx, { owners: [caller.userId], platform: [] });
            const { available } = await memberBalances(tx, caller.userId);
            if (available < q.fee) {
              const missing = q.fee - available;
              throw new AppError('insufficient_funds', 422, `Số dư ví không đủ, bạn cần nạp thêm ${formatMoney(missing)}`, { missing });
            }
            await postJournal(tx, {
              kind: 'exchange_delivery_fee',
              postingKey: feeHoldKey(x.id, side),
              referenceType: 'exchange',
              referenceId: x.id,
              memo: 'Phí vận chuyển trao đổi',
              lines: [
                { account: { owner: caller.userId, kind: 'available' }, amount: -q.fee },
                { account: { owner: caller.userId, kind: 'held' }, amount: q.fee },
              ],
            });
          }
          const updated = await updateExchange(
            tx,
            x.id,
            side === 'poster'
              ? { posterFee: q.fee, posterFeeState: 'held', updatedAt: now }
              : { offererFee: q.fee, offererFeeState: 'held', updatedAt: now },
          );
          if (bothPaid) return one(tx, await startParcels(tx, storage, updated, now), caller.userId);
          await notify(
            tx,
            {
              recipientId: side === 'poster' ? x.offererId : x.posterId,
              type: 'exchange',
              title: 'Bên kia đã thanh toán phí vận chuyển',
              message: `Bên kia đã thanh toán phí vận chuyển (${formatMoney(q.fee)}). Hãy thanh toán phí vận chuyển của kiện hàng bạn nhận.`,
              link: tradeLink(x.id),
            },
            now,
          );
          return one(tx, updated, caller.userId);
        },
      );
    },
  };
}

export type TradeStagesService = ReturnType<typeof tradeStagesService>;
