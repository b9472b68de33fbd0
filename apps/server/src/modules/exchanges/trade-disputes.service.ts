import { and, eq, inArray } from 'drizzle-orm';
import { EXCHANGE_DISPUTE_RULES, type Exchange } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { notify, notifyMany } from '../notifications/index.js';
import { discardPhotos, orders, storePhotos } from '../orders/index.js';
import { users } from '../users/index.js';
import { presentExchanges } from './exchanges.presenter.js';
import { findExchange, lockExchange, type ExchangeRow } from './exchanges.repository.js';
import { exchangeDisputes } from './exchanges.schema.js';
import { orderToSide, otherSide, partyOf, receivedAt, tradeLink, type Side } from './trade-parcels.js';
import { exchangeNotFound } from './trades.service.js';

export const moderatorTradeLink = (id: string) => `/moderator/exchange-management?id=${id}`;

/** The checks of a dispute, before the photos are stored and again under the trade's lock. */
async function assertMayDispute(ex: Db | Tx, x: ExchangeRow, side: Side) {
  if (x.status !== 'packaging') {
    throw new AppError(
      'invalid_transition',
      409,
      x.status === 'pending' ? 'Giao dịch trao đổi chưa đến bước nhận hàng, chưa thể khiếu nại' : 'Giao dịch trao đổi này đã kết thúc',
    );
  }
  if (receivedAt(x, side)) throw new AppError('invalid_transition', 409, 'Bạn đã xác nhận nhận hàng, không thể khiếu nại kiện hàng này');
  const [incoming] = await ex
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderToSide(x, side)!));
  if (incoming?.status !== 'delivered') {
    throw new AppError('invalid_transition', 409, 'Kiện hàng bạn nhận chưa được giao tới, chưa thể khiếu nại');
  }
  const [open] = await ex
    .select({ id: exchangeDisputes.id })
    .from(exchangeDisputes)
    .where(and(eq(exchangeDisputes.exchangeId, x.id), eq(exchangeDisputes.side, side)))
    .limit(1);
  if (open) throw new AppError('invalid_transition', 409, 'Bạn đã gửi khiếu nại cho kiện hàng này rồi');
}

/**
 * "Khiếu nại kiện hàng" (docs/domain/exchanges.md, "Disputes"): the side whose incoming parcel was
 * delivered and who has not confirmed it complains with a text and 0–5 photos. The trade then
 * waits for a moderator: the 7-day automatic receipt skips it; the other side and every staff
 * member are told.
 */
export function tradeDisputesService({ db, clock, storage }: { db: Db; clock: Clock; storage: Storage }) {
  return {
    async open(caller: Actor, exchangeId: string, reason: string, files: Buffer[]): Promise<Exchange> {
      authorize(caller, 'exchange.trade');
      if (files.length > EXCHANGE_DISPUTE_RULES.photosMax) {
        const message = `Tối đa ${EXCHANGE_DISPUTE_RULES.photosMax} ảnh`;
        throw badRequest('validation_failed', message, { fields: [{ field: 'images', message }] });
      }
      const pre = await findExchange(db, exchangeId);
      if (!pre) throw exchangeNotFound();
      authorize(caller, 'exchange.act_as_party', pre);
      const side: Side = pre.posterId === caller.userId ? 'poster' : 'offerer';
      await assertMayDispute(db, pre, side);
      const photos = await storePhotos(storage, 'exchange-disputes', exchangeId, files);
      try {
        return await db.transaction(async (tx) => {
          const now = clock.now();
          const x = await lockExchange(tx, exchangeId);
          if (!x) throw exchangeNotFound();
          await assertMayDispute(tx, x, side);
          await tx
            .insert(exchangeDisputes)
            .values({ exchangeId: x.id, side, openedBy: caller.userId, reason, photoKeys: photos.keys, createdAt: now });
          await notify(
            tx,
            {
              recipientId: partyOf(x, otherSide(side)),
              type: 'exchange',
              title: 'Bên kia đã khiếu nại kiện hàng trao đổi',
              message: `Điều hành viên sẽ xem xét và quyết định. Nội dung: ${reason.slice(0, 200)}`,
              link: tradeLink(x.id),
              email: true,
            },
            now,
          );
          const staff = await tx
            .select({ id: users.id })
            .from(users)
            .where(inArray(users.role, ['moderator', 'admin']));
          await notifyMany(
            tx,
            staff.map((s) => s.id),
            {
              type: 'exchange',
              title: 'Khiếu nại mới về giao dịch trao đổi',
              message: `Một bên của giao dịch trao đổi đã khiếu nại kiện hàng nhận được: ${reason.slice(0, 200)}`,
              link: moderatorTradeLink(x.id),
            },
            now,
          );
          return (await presentExchanges(tx, storage, [x], caller.userId))[0]!;
        });
      } catch (err) {
        await discardPhotos(storage, photos.keys);
        throw err;
      }
    },
  };
}

export type TradeDisputesService = ReturnType<typeof tradeDisputesService>;
