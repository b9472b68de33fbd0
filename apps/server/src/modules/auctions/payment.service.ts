import { AUCTION_RULES, formatDateTime, formatMoney, postalRecordOf, type AuctionPaymentQuote } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Carrier } from '../../integrations/carrier/types.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { JobsPoke } from '../../lib/module.js';
import { findAddress, pickupAddressOf } from '../addresses/index.js';
import { imageUrls, lockKits, moveKits } from '../kits/index.js';
import { ensureMemberAccounts, memberBalances, platformSetting, runIdempotent } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { createOrders } from '../orders/index.js';
import { forfeitDeposit } from './auction-money.js';
import { auctionLink, schedulePayment } from './auction-settle.js';
import { eventData, type Tagger } from './auction-view.js';
import {
  appendEvent,
  bestOtherBidder,
  findAuction,
  findParticipant,
  lockAuction,
  setDepositState,
  updateAuction,
  type AuctionRow,
} from './auctions.repository.js';
import { auctionNotFound } from './lifecycle.service.js';

export interface PaymentDeps {
  db: Db;
  clock: Clock;
  carrier: Carrier;
  storage: Pick<Storage, 'url'>;
  tag: Tagger;
  jobs: JobsPoke;
}

const label = (a: AuctionRow) => `"${a.kitSnapshot.name}"`;

/** The member who must pay now, or a refusal in Vietnamese. */
function assertPayer(a: AuctionRow, userId: string, now: Date) {
  if (a.status === 'completed') throw new AppError('invalid_transition', 409, 'Phiên đấu giá này đã được thanh toán');
  if (a.status !== 'ended' || a.winnerId !== userId)
    throw new AppError('forbidden', 403, 'Bạn không phải người thắng cần thanh toán phiên đấu giá này');
  if (!a.paymentDueAt || now.getTime() > a.paymentDueAt.getTime())
    throw new AppError('invalid_transition', 409, 'Đã quá hạn thanh toán phiên đấu giá này');
}

/**
 * The winner's payment and what happens when nobody pays (product.md §7). Paying creates an
 * `auction` order in `packaging` through the order factory: price − deposit (already held) +
 * shipping for the chosen address, from the wallet. Unpaid after 48 h: the deposit is forfeited
 * (70 % seller, 30 % platform) and the runner-up gets 24 h at their own maximum; if nobody pays,
 * the auction fails and the kit goes back to the seller's collection.
 */
export function paymentService({ db, clock, carrier, storage, tag, jobs }: PaymentDeps) {
  async function figures(ex: Db | Tx, a: AuctionRow, userId: string, addressId: string) {
    const to = await findAddress(ex, userId, addressId);
    if (!to) throw notFound('Không tìm thấy địa chỉ nhận hàng');
    const from = await pickupAddressOf(ex, a.sellerId);
    if (!from) throw new AppError('business_rule', 422, 'Người bán chưa có địa chỉ lấy hàng, chưa thể giao hàng');
    const me = await findParticipant(ex, a.id, userId);
    const depositApplied = me?.depositState === 'held' ? me.depositAmount : 0;
    let fee: number;
    try {
      fee = (
        await carrier.quote({
          from: postalRecordOf(from),
          to: postalRecordOf(to),
          weightGrams: a.kitSnapshot.weightGrams,
          valueVnd: a.winningPrice!,
        })
      ).fee;
    } catch {
      throw new AppError('carrier_error', 502, 'Không tính được phí vận chuyển lúc này, vui lòng thử lại sau');
    }
    return { from, to, me, depositApplied, fee, price: a.winningPrice!, totalDue: a.winningPrice! - depositApplied + fee };
  }

  return {
    async quote(caller: Actor, auctionId: string, addressId: string): Promise<AuctionPaymentQuote> {
      authorize(caller, 'wallet.use');
      const now = clock.now();
      const a = await findAuction(db, auctionId);
      if (!a) throw auctionNotFound();
      assertPayer(a, caller.userId, now);
      const f = await figures(db, a, caller.userId, addressId);
      const { available } = await memberBalances(db, caller.userId);
      return {
        price: f.price,
        deposit_applied: f.depositApplied,
        delivery_fee: f.fee,
        total_due: f.totalDue,
        available_balance: available,
        missing_amount: Math.max(0, f.totalDue - available),
        due_at: a.paymentDueAt!.toISOString(),
      };
    },

    /** "Thanh toán": one transaction under the auction's lock (auction → kit → ledger accounts), idempotent by key. */
    async pay(caller: Actor, auctionId: string, key: string, body: { address_id: string; expected_total: number }) {
      authorize(caller, 'wallet.use');
      const pre = await findAuction(db, auctionId);
      if (!pre) throw auctionNotFound();
      for (const id of [...new Set([caller.userId, pre.sellerId])].sort()) await ensureMemberAccounts(db, id);
      const res = await runIdempotent(
        db,
        { userId: caller.userId, key, command: 'auction.pay', request: { auctionId, ...body }, statusCode: 201 },
        async (tx) => {
          const now = clock.now();
          const a = await lockAuction(tx, auctionId);
          if (!a) throw auctionNotFound();
          assertPayer(a, caller.userId, now);
          const f = await figures(tx, a, caller.userId, body.address_id);
          if (f.totalDue !== body.expected_total) {
            throw new AppError('conflict', 409, 'Phí vận chuyển đã thay đổi, vui lòng kiểm tra lại số tiền thanh toán', {
              reason: 'price_changed',
              expected_total: body.expected_total,
              actual_total: f.totalDue,
            });
          }
          await lockKits(tx, [a.kitId]);
          const bps = await platformSetting(tx, 'order_fee_rate_bps');
          const k = a.kitSnapshot;
          const [order] = await createOrders(
            tx,
            [
              {
                type: 'auction',
                status: 'packaging',
                buyerId: caller.userId,
                sellerId: a.sellerId,
                shopId: null,
                items: [
                  {
                    kitId: k.id,
                    name: k.name,
                    slug: k.slug,
                    grade: k.gradeName,
                    scale: k.scale,
                    price: f.price,
                    weightGrams: k.weightGrams,
                    imageUrl: k.imageKey ? imageUrls(storage, k.imageKey).card : null,
                  },
                ],
                kitsFrom: 'auctioning',
                deliveryFee: f.fee,
                platformFee: Math.floor((f.price * bps) / 10_000),
                shipFrom: postalRecordOf(f.from),
                shipTo: postalRecordOf(f.to),
                actorId: caller.userId,
                payment: { kind: 'auction_payment', alreadyHeld: f.depositApplied, memo: `Thanh toán đấu giá ${label(a)}` },
                notices: (o) => ({
                  buyer: {
                    title: `Đơn hàng đấu giá ${o.code} đã được tạo`,
                    message: `Bạn đã thanh toán ${label(a)}. Người bán sẽ đóng gói và gửi hàng.`,
                  },
                  seller: {
                    title: 'Người thắng đã thanh toán phiên đấu giá',
                    message: `${label(a)} đã được thanh toán (${formatMoney(f.price)}). Hãy đóng gói và tải ảnh đóng gói cho đơn ${o.code}.`,
                    email: true,
                  },
                }),
              },
            ],
            now,
            {
              shortOfFunds: async () => {
                const { available } = await memberBalances(tx, caller.userId);
                const missing = Math.max(1, f.totalDue - available);
                return new AppError('insufficient_funds', 422, `Số dư ví không đủ, bạn cần nạp thêm ${formatMoney(missing)}`, { missing });
              },
            },
          );
          if (f.depositApplied && f.me) await setDepositState(tx, f.me.id, 'applied', now);
          const paid = await updateAuction(tx, a.id, { status: 'completed', orderId: order!.id, updatedAt: now });
          await appendEvent(tx, a.id, 'paid', eventData(paid, now, tag), now);
          return { order_id: order!.id, order_code: order!.code, total_paid: f.totalDue };
        },
      );
      if (!res.replayed) jobs.poke();
      return res;
    },

    /** The `auctions.payment_due` job of a round: acts only if that round is still unpaid past its deadline. */
    async paymentDue(auctionId: string, round: number) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const a = await lockAuction(tx, auctionId);
        if (!a || a.status !== 'ended' || a.secondChance !== round || a.orderId || !a.paymentDueAt || now < a.paymentDueAt) return;
        const payer = a.winnerId ? await findParticipant(tx, a.id, a.winnerId) : null;
        if (payer?.depositState === 'held') {
          const sellerBps = await platformSetting(tx, 'auction_forfeit_seller_bps');
          const split = await forfeitDeposit(tx, a, payer, sellerBps, label(a), now);
          await notify(
            tx,
            {
              recipientId: payer.userId,
              type: 'auction',
              title: 'Tiền đặt cọc đã bị mất',
              message: `Bạn không thanh toán ${label(a)} trước hạn ${formatDateTime(a.paymentDueAt)}: tiền cọc ${formatMoney(payer.depositAmount)} đã bị mất (${sellerBps / 100}% cho người bán, ${(10_000 - sellerBps) / 100}% cho sàn).`,
              link: auctionLink(a.id),
              email: true,
            },
            now,
          );
          await notify(
            tx,
            {
              recipientId: a.sellerId,
              type: 'auction',
              title: 'Bồi thường từ phiên đấu giá',
              message: `Người thắng không thanh toán ${label(a)}: bạn nhận ${formatMoney(split.toSeller)} từ tiền cọc của họ.`,
              link: '/shop/auction-management',
            },
            now,
          );
        }
        const next = round === 0 && a.winnerId ? await bestOtherBidder(tx, a.id, a.winnerId) : null;
        if (next && next.maxBid !== null) {
          const dueAt = new Date(now.getTime() + AUCTION_RULES.secondChanceMs);
          const offered = await updateAuction(tx, a.id, {
            winnerId: next.userId,
            winningPrice: next.maxBid,
            paymentDueAt: dueAt,
            secondChance: 1,
            updatedAt: now,
          });
          await schedulePayment(tx, offered, 1, now, dueAt);
          await appendEvent(
            tx,
            a.id,
            'ended',
            eventData(offered, now, tag, { winner_tag: tag(a.id, next.userId), winning_price: next.maxBid }),
            now,
          );
          await notify(
            tx,
            {
              recipientId: next.userId,
              type: 'auction',
              title: 'Cơ hội thứ hai: bạn có thể mua mô hình',
              message: `Người thắng ${label(a)} không thanh toán. Bạn có thể mua với giá tối đa của mình ${formatMoney(next.maxBid)} đến ${formatDateTime(dueAt)}.`,
              link: auctionLink(a.id),
              email: true,
            },
            now,
          );
          return;
        }
        await lockKits(tx, [a.kitId]);
        await moveKits(tx, [a.kitId], { from: 'auctioning', ownerId: a.sellerId, to: 'in_store', now });
        const failed = await updateAuction(tx, a.id, { status: 'failed', updatedAt: now });
        await appendEvent(tx, a.id, 'failed', eventData(failed, now, tag), now);
        await notify(
          tx,
          {
            recipientId: a.sellerId,
            type: 'auction',
            title: 'Phiên đấu giá không thành công',
            message: `Không ai thanh toán ${label(a)}. Mô hình đã trở về bộ sưu tập của bạn.`,
            link: '/shop/auction-management',
            email: true,
          },
          now,
        );
      });
    },

    /** The reminders at 6 h, 24 h and 36 h after the end, while the winner has not paid. */
    async remind(auctionId: string, round: number) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const a = await lockAuction(tx, auctionId);
        if (!a || a.status !== 'ended' || a.secondChance !== round || a.orderId || !a.winnerId || !a.paymentDueAt) return;
        const left = Math.max(1, Math.round((a.paymentDueAt.getTime() - now.getTime()) / 3_600_000));
        await notify(
          tx,
          {
            recipientId: a.winnerId,
            type: 'auction',
            title: 'Nhắc thanh toán phiên đấu giá',
            message: `Còn khoảng ${left} giờ để thanh toán ${label(a)} (hạn ${formatDateTime(a.paymentDueAt)}). Quá hạn, tiền cọc sẽ bị mất.`,
            link: auctionLink(a.id),
            email: true,
          },
          now,
        );
      });
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
