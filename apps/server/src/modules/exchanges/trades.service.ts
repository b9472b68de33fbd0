import { exchangeReasonBody, formatMoney, type Exchange } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, conflict, issuesToFields, notFound, validationFailed } from '../../lib/errors.js';
import { ensureMemberAccounts, lockAccounts, memberBalances, postJournal, runIdempotent } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { findUserById } from '../users/index.js';
import { lockAll, move } from './exchange-kits.js';
import { presentExchanges } from './exchanges.presenter.js';
import { refundCompensation, refundHeldFees } from './trade-money.js';
import { feeDueJob } from './exchanges.jobs.js';
import { orderToSide, PAY_WITHIN_MS, tradeLink } from './trade-parcels.js';
import { cancelExchangeOrders, lockOrdersById } from '../orders/index.js';
import {
  exchangeItemsOf,
  findExchange,
  insertExchange,
  lockExchange,
  lockLiveOffers,
  lockOfferWithPost,
  offerParties,
  offerKits,
  postKitIds,
  updateExchange,
  updateOffer,
  updatePost,
  type ExchangeRow,
} from './exchanges.repository.js';
import { offerNotFound } from './offers.service.js';
import { postNotOpen } from './posts.service.js';

export const exchangeNotFound = () => notFound('Không tìm thấy giao dịch trao đổi');
const holdKey = (id: string) => `exchange:${id}:compensation:hold`;

/**
 * A side may cancel a trade in `packaging` only when the other side has not packed the parcel it
 * sends within the 72 h, and neither parcel is with the carrier yet (else a moderator decides).
 */
async function assertOtherSideLate(tx: Tx, x: ExchangeRow, me: 'poster' | 'offerer', now: Date) {
  const orders = await lockOrdersById(tx, [x.orderToPosterId!, x.orderToOffererId!]);
  const incoming = orders.find((o) => o.id === orderToSide(x, me))!;
  if (!x.shipBy || now <= x.shipBy || incoming.isPackaged) {
    throw new AppError(
      'invalid_transition',
      409,
      'Chỉ hủy được khi bên kia chưa đóng gói kiện hàng sau 72 giờ kể từ khi cả hai bên thanh toán phí vận chuyển',
    );
  }
  if (orders.some((o) => o.status !== 'packaging')) {
    throw new AppError('invalid_transition', 409, 'Đã có kiện hàng được bàn giao cho đơn vị vận chuyển, vui lòng liên hệ điều hành viên');
  }
}

/**
 * The trade (product.md §8): accepting an offer makes it (`pending`) in one transaction under the
 * post → offers → kits → ledger accounts lock order; either side cancels while `pending`.
 */
export function tradesService({ db, clock, storage }: { db: Db; clock: Clock; storage: Storage }) {
  const one = async (ex: Db | Tx, row: ExchangeRow, viewerId: string) => (await presentExchanges(ex, storage, [row], viewerId))[0]!;

  return {
    /**
     * "Chấp nhận": the exchange (`pending`), the compensation held from the payer's wallet, the
     * chosen kits `exchanging`, every other kit of the post and of the other offers back to
     * `in_store`, the other offers closed, the post `traded`. Idempotent by key.
     */
    async accept(caller: Actor, offerId: string, key: string) {
      authorize(caller, 'exchange.trade');
      // the ledger accounts exist before the transaction that locks them
      const pre = await offerParties(db, offerId);
      if (pre) for (const id of [pre.posterId, pre.offererId].sort()) await ensureMemberAccounts(db, id);
      return runIdempotent(
        db,
        { userId: caller.userId, key, command: 'exchange.accept', request: { offerId }, statusCode: 201 },
        async (tx) => {
          const now = clock.now();
          const found = await lockOfferWithPost(tx, offerId);
          if (!found) throw offerNotFound();
          const { post, offer } = found;
          authorize(caller, 'exchange_offer.act_as_poster', { posterId: post.posterId, offererId: offer.offererId });
          if (offer.status === 'revision_requested') {
            throw conflict('invalid_transition', 'Đề nghị đang chờ người đề nghị chỉnh sửa, chưa thể chấp nhận');
          }
          if (offer.status !== 'open') throw new AppError('invalid_transition', 409, 'Đề nghị này đã kết thúc, không thể chấp nhận');
          if (post.status !== 'open') throw postNotOpen(post);
          const offers = await lockLiveOffers(tx, post.id);
          const links = await offerKits(
            tx,
            offers.map((o) => o.id),
          );
          const postKits = await postKitIds(tx, post.id);
          await lockAll(
            tx,
            postKits,
            links.map((l) => l.kitId),
          );
          const chosen = links.filter((l) => l.offerId === offer.id);
          const give = chosen.filter((l) => l.side === 'poster').map((l) => l.kitId);
          const take = chosen.filter((l) => l.side === 'offerer').map((l) => l.kitId);
          await move(tx, give, post.posterId, 'for_exchange', 'exchanging', now);
          await move(
            tx,
            postKits.filter((id) => !give.includes(id)),
            post.posterId,
            'for_exchange',
            'in_store',
            now,
          );
          await move(tx, take, offer.offererId, 'for_exchange', 'exchanging', now);
          const others = offers.filter((o) => o.id !== offer.id);
          for (const o of others) {
            const theirs = links.filter((l) => l.offerId === o.id && l.side === 'offerer').map((l) => l.kitId);
            await move(tx, theirs, o.offererId, 'for_exchange', 'in_store', now);
            await updateOffer(tx, o.id, { status: 'closed', updatedAt: now });
          }
          await updateOffer(tx, offer.id, { status: 'accepted', updatedAt: now });
          await updatePost(tx, post.id, { status: 'traded', closedAt: now, updatedAt: now });

          const payerId =
            offer.compensationPayer === 'poster' ? post.posterId : offer.compensationPayer === 'offerer' ? offer.offererId : null;
          const amount = offer.compensationAmount;
          const trade = await insertExchange(
            tx,
            {
              postId: post.id,
              offerId: offer.id,
              posterId: post.posterId,
              offererId: offer.offererId,
              compensationPayer: offer.compensationPayer,
              compensationPayerId: payerId,
              compensationAmount: amount,
              compensationState: payerId ? 'held' : 'none',
              createdAt: now,
              updatedAt: now,
            },
            [
              ...give.map((kitId) => ({ kitId, fromSide: 'poster' as const })),
              ...take.map((kitId) => ({ kitId, fromSide: 'offerer' as const })),
            ],
          );
          if (payerId && amount) {
            await lockAccounts(tx, { owners: [payerId], platform: [] });
            const { available } = await memberBalances(tx, payerId);
            if (available < amount) {
              const missing = amount - available;
              const mine = payerId === caller.userId;
              throw new AppError(
                'insufficient_funds',
                422,
                mine
                  ? `Số dư ví không đủ để bù ${formatMoney(amount)}, bạn cần nạp thêm ${formatMoney(missing)}`
                  : `Người đề nghị chưa đủ số dư ví để bù ${formatMoney(amount)} (còn thiếu ${formatMoney(missing)}). Hãy nhắn họ nạp thêm rồi chấp nhận lại.`,
                { missing, payer: offer.compensationPayer, payer_is_me: mine },
              );
            }
            await postJournal(tx, {
              kind: 'exchange_compensation_hold',
              postingKey: holdKey(trade.id),
              referenceType: 'exchange',
              referenceId: trade.id,
              memo: 'Tạm giữ tiền bù trao đổi',
              lines: [
                { account: { owner: payerId, kind: 'available' }, amount: -amount },
                { account: { owner: payerId, kind: 'held' }, amount },
              ],
            });
          }
          await feeDueJob.enqueue(
            tx,
            { exchangeId: trade.id },
            { runAt: new Date(now.getTime() + PAY_WITHIN_MS), dedupeKey: `exchanges.fee_due:${trade.id}` },
          );
          await notify(
            tx,
            {
              recipientId: offer.offererId,
              type: 'exchange',
              title: 'Đề nghị trao đổi đã được chấp nhận',
              message: 'Người đăng đã chấp nhận đề nghị của bạn. Hãy chọn địa chỉ gửi và nhận hàng để tiếp tục.',
              link: tradeLink(trade.id),
              email: true,
            },
            now,
          );
          for (const o of others) {
            await notify(
              tx,
              {
                recipientId: o.offererId,
                type: 'exchange',
                title: 'Bài đăng trao đổi đã chốt với người khác',
                message: 'Người đăng đã chấp nhận một đề nghị khác. Đề nghị của bạn đã đóng và mô hình đã trở về bộ sưu tập.',
                link: '/exchange/manage',
              },
              now,
            );
          }
          return one(tx, trade, caller.userId);
        },
      );
    },

    /**
     * Either side cancels while `pending`; in `packaging`, a side may cancel once the other has not
     * packed its parcel within the 72 h (neither parcel handed to the carrier yet): both orders are
     * canceled. Everything is refunded (compensation, delivery fees), the kits go back to their
     * owners' collections.
     */
    async cancel(caller: Actor, exchangeId: string, input: unknown): Promise<Exchange> {
      authorize(caller, 'exchange.trade');
      const parsed = exchangeReasonBody.safeParse(input ?? {});
      if (!parsed.success) throw validationFailed(issuesToFields(parsed.error));
      let reason = parsed.data.reason || null;
      const pre = await findExchange(db, exchangeId);
      if (pre) for (const id of [pre.posterId, pre.offererId].sort()) await ensureMemberAccounts(db, id);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const x = await lockExchange(tx, exchangeId);
        if (!x) throw exchangeNotFound();
        authorize(caller, 'exchange.act_as_party', x);
        let feeStates: Partial<Pick<ExchangeRow, 'posterFeeState' | 'offererFeeState'>>;
        if (x.status === 'packaging') {
          await assertOtherSideLate(tx, x, caller.userId === x.posterId ? 'poster' : 'offerer', now);
          reason ??= 'Bên kia không đóng gói kiện hàng trong 72 giờ';
          // both orders canceled: kits back to their senders, each receiver's delivery fee refunded
          await cancelExchangeOrders(tx, [x.orderToPosterId!, x.orderToOffererId!], now, { actorId: caller.userId, reason });
          await lockAccounts(tx, { owners: [x.posterId, x.offererId], platform: [] });
          feeStates = { posterFeeState: 'refunded', offererFeeState: 'refunded' };
        } else if (x.status === 'pending') {
          const items = await exchangeItemsOf(tx, [x.id]);
          await lockAll(
            tx,
            items.map((i) => i.kitId),
          );
          const from = (side: 'poster' | 'offerer') => items.filter((i) => i.fromSide === side).map((i) => i.kitId);
          await move(tx, from('poster'), x.posterId, 'exchanging', 'in_store', now);
          await move(tx, from('offerer'), x.offererId, 'exchanging', 'in_store', now);
          // both sides' accounts at once (compensation and delivery fees may move for both)
          await lockAccounts(tx, { owners: [x.posterId, x.offererId], platform: [] });
          feeStates = await refundHeldFees(tx, x);
        } else {
          throw new AppError(
            'invalid_transition',
            409,
            x.status === 'canceled' ? 'Giao dịch trao đổi này đã bị hủy' : 'Không thể hủy giao dịch trao đổi ở giai đoạn này',
          );
        }
        const compensationState = await refundCompensation(tx, x, 'Hoàn tiền bù trao đổi (giao dịch đã hủy)');
        const canceled = await updateExchange(tx, x.id, {
          status: 'canceled',
          compensationState,
          ...feeStates,
          canceledBy: caller.userId,
          cancelReason: reason,
          canceledAt: now,
          updatedAt: now,
        });
        const other = caller.userId === x.posterId ? x.offererId : x.posterId;
        const me = await findUserById(tx, caller.userId);
        await notify(
          tx,
          {
            recipientId: other,
            type: 'exchange',
            title: 'Giao dịch trao đổi đã bị hủy',
            message: `${me?.fullName ?? 'Bên kia'} đã hủy giao dịch trao đổi${reason ? `: ${reason}` : ''}. Mô hình đã trở về bộ sưu tập; tiền bù và phí vận chuyển đã thanh toán (nếu có) đã được hoàn.`,
            link: tradeLink(x.id),
            email: true,
          },
          now,
        );
        return one(tx, canceled, caller.userId);
      });
    },
  };
}

export type TradesService = ReturnType<typeof tradesService>;
