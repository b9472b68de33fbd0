import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { orderStatusLabel } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { vnDateTime } from '../../lib/time.js';
import { orderItemsOf, orders } from '../orders/index.js';
import { users } from '../users/index.js';
import { reportRange } from './seller-reports.js';

/** The report's orders as CSV, UTF-8 with a BOM so Excel shows Vietnamese. */
export async function shopReportCsv(db: Db, now: Date, sellerId: string, from?: string, to?: string) {
  const range = reportRange(now, from, to);
  const rows = await db
    .select({ o: orders, buyer: users.fullName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(and(eq(orders.sellerId, sellerId), gte(orders.createdAt, range.start), lt(orders.createdAt, range.end)))
    .orderBy(asc(orders.createdAt))
    .limit(50_000);
  const items = await orderItemsOf(
    db,
    rows.map((r) => r.o.id),
  );
  const esc = (v: string | number | null) => {
    const s = v === null ? '' : String(v);
    return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const header = [
    'Mã đơn',
    'Ngày đặt',
    'Trạng thái',
    'Người mua',
    'Sản phẩm',
    'Tiền hàng',
    'Phí vận chuyển',
    'Phí sàn',
    'Thực nhận',
    'Ngày hoàn tất',
  ];
  const fmt = (d: Date | null) => (d ? vnDateTime(d) : null);
  const lines = rows.map(({ o, buyer }) =>
    [
      o.code,
      fmt(o.createdAt),
      orderStatusLabel(o.status, o.isPackaged),
      buyer,
      (items.get(o.id) ?? []).map((i) => i.name).join(' | '),
      o.itemsSubtotal,
      o.deliveryFee,
      o.platformFee,
      o.status === 'completed' ? o.itemsSubtotal - o.platformFee : 0,
      fmt(o.completedAt),
    ]
      .map(esc)
      .join(','),
  );
  return { filename: `bao-cao-${range.from}-${range.to}.csv`, body: `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n` };
}
