import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { formatDateTime } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { days } from '../../lib/clock.js';
import type { Clock } from '../../lib/clock.js';
import { notify } from '../notifications/index.js';
import { orders } from '../orders/index.js';
import { exchanges } from './exchanges.schema.js';
import { tradeLink } from './trade-parcels.js';

/** How long before the automatic receipt a side that has not confirmed its parcel is reminded. */
export const RECEIPT_REMINDER_BEFORE = days(2);
const BATCH = 200;

/**
 * Part of the `exchanges.receipt_sweep` job: a side whose incoming parcel was delivered and who has
 * neither confirmed it nor been reminded, within two days of the automatic receipt, is told once to
 * check the kit and confirm it (or complain). The stamp and the notification are written together by
 * one conditional UPDATE per side, so two sweeps at once remind once; a trade with an open dispute is
 * left to its moderator. No row lock: nothing else writes the stamp, and the receipt itself does not read it.
 */
export function receiptReminders({ db, clock }: { db: Db; clock: Clock }) {
  const remindSide = async (side: 'poster' | 'offerer') => {
    const now = clock.now();
    const orderCol = side === 'poster' ? exchanges.orderToPosterId : exchanges.orderToOffererId;
    const receivedCol = side === 'poster' ? exchanges.posterReceivedAt : exchanges.offererReceivedAt;
    const remindedCol = side === 'poster' ? exchanges.posterReceiptRemindedAt : exchanges.offererReceiptRemindedAt;
    const due = await db
      .select({ id: exchanges.id, receiver: side === 'poster' ? exchanges.posterId : exchanges.offererId, autoAt: orders.autoCompleteAt })
      .from(exchanges)
      .innerJoin(orders, eq(orders.id, orderCol))
      .where(
        and(
          eq(exchanges.status, 'packaging'),
          isNull(receivedCol),
          isNull(remindedCol),
          eq(orders.status, 'delivered'),
          lte(orders.autoCompleteAt, new Date(now.getTime() + RECEIPT_REMINDER_BEFORE)),
          sql`${orders.autoCompleteAt} > ${now}`,
          sql`not exists (select 1 from exchange_disputes d where d.exchange_id = ${exchanges.id} and d.status = 'open')`,
        ),
      )
      .limit(BATCH);
    let sent = 0;
    for (const d of due) {
      await db.transaction(async (tx) => {
        const stamped = await tx
          .update(exchanges)
          .set(side === 'poster' ? { posterReceiptRemindedAt: now } : { offererReceiptRemindedAt: now })
          .where(and(eq(exchanges.id, d.id), isNull(remindedCol), isNull(receivedCol)))
          .returning({ id: exchanges.id });
        if (stamped.length === 0) return;
        await notify(
          tx,
          {
            recipientId: d.receiver,
            type: 'exchange',
            title: 'Nhắc xác nhận đã nhận hàng trao đổi',
            message:
              `Kiện hàng trao đổi đã giao tới bạn. Hãy kiểm tra mô hình và bấm "Đã nhận được hàng", hoặc khiếu nại nếu có vấn đề, ` +
              `trước ${formatDateTime(d.autoAt)}; sau thời điểm đó hệ thống tự xác nhận thay bạn.`,
            link: tradeLink(d.id),
          },
          now,
        );
        sent += 1;
      });
    }
    return sent;
  };
  return {
    async remindReceipts() {
      return (await remindSide('poster')) + (await remindSide('offerer'));
    },
  };
}
