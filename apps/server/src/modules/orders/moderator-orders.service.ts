import {
  COMPLAINT_STATUS_LABELS,
  ORDER_TYPE_NAMES,
  orderStatusLabel,
  type ComplaintStatus,
  type ModeratorOrderFilters,
  type ModeratorOrdersQuery,
  type ModeratorOrdersResponse,
} from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { csvDocument, csvLines } from '../../lib/csv.js';
import { vnDate, vnDateTime } from '../../lib/time.js';
import { countModeratorOrders, listModeratorOrders, moderatorOrderWhere } from './moderator-orders.repository.js';
import { exchangeIdsOfOrders } from './exchange-links.js';
import { presentListItem } from './orders.presenter.js';
import { orderItemsOf } from './orders.repository.js';

const complaintLabel = (s: ComplaintStatus | null) => (s ? COMPLAINT_STATUS_LABELS[s] : null);

/** "Quản lý đơn hàng": every order of every type, filtered on indexed columns; the same rows as CSV. */
export function moderatorOrdersService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async list(caller: Actor, q: ModeratorOrdersQuery): Promise<ModeratorOrdersResponse> {
      authorize(caller, 'orders.moderate');
      const where = moderatorOrderWhere(q);
      const [rows, total] = await Promise.all([
        listModeratorOrders(db, where, q.sort, q.page_size, (q.page - 1) * q.page_size),
        countModeratorOrders(db, where),
      ]);
      const [items, exchangeIds] = await Promise.all([
        orderItemsOf(
          db,
          rows.map((r) => r.order.id),
        ),
        exchangeIdsOfOrders(db, rows),
      ]);
      return {
        items: rows.map((r) => ({
          ...presentListItem(r, items.get(r.order.id) ?? [], exchangeIds.get(r.order.id) ?? null),
          complaint_status: r.complaintStatus,
          complaint_status_label: complaintLabel(r.complaintStatus),
        })),
        page: q.page,
        page_size: q.page_size,
        total,
      };
    },

    /** "Xuất CSV" of the filtered list (UTF-8 with BOM, at most lib/csv's CSV_MAX_ROWS orders, in the list's order). */
    async csv(caller: Actor, f: ModeratorOrderFilters) {
      authorize(caller, 'orders.moderate');
      const where = moderatorOrderWhere(f);
      const header = [
        'Mã đơn',
        'Loại',
        'Ngày đặt',
        'Trạng thái',
        'Khiếu nại',
        'Shop',
        'Người bán',
        'Người mua',
        'Sản phẩm',
        'Tiền hàng',
        'Phí vận chuyển',
        'Phí sàn',
        'Tổng tiền',
      ];
      const lines = await csvLines(
        (offset, limit) => listModeratorOrders(db, where, f.sort, limit, offset),
        async (rows) => {
          const items = await orderItemsOf(
            db,
            rows.map((r) => r.order.id),
          );
          return rows.map(({ order: o, ...r }) => [
            o.code,
            ORDER_TYPE_NAMES[o.type],
            vnDateTime(o.createdAt),
            orderStatusLabel(o.status, o.isPackaged),
            complaintLabel(r.complaintStatus),
            r.shopName ?? r.sellerName,
            r.sellerName,
            r.buyerName,
            (items.get(o.id) ?? []).map((i) => i.name).join(' | '),
            o.itemsSubtotal,
            o.deliveryFee,
            o.platformFee,
            o.totalAmount,
          ]);
        },
      );
      return { filename: `don-hang-${vnDate(clock.now())}.csv`, body: csvDocument(header, lines) };
    },
  };
}

export type ModeratorOrdersService = ReturnType<typeof moderatorOrdersService>;
