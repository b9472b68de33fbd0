import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COMPLAINT_STATUS_LABELS,
  SHOP_TRANSACTION_LABELS,
  orderEventLabel,
  orderStatusLabel,
  type OrderDetail,
  type OrderListItem,
  type OrderListQuery,
  type OrderListResponse,
  type ShopTransaction,
  type ShopTransactionKind,
} from '@cho-gundam/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { ledgerAccounts, ledgerJournals, ledgerLines } from '../ledger/ledger.schema.js';
import { memberBalances } from '../ledger/index.js';
import { shipmentForOrder } from '../shipping/shipping.service.js';
import { shops } from '../shops/shops.schema.js';
import { users } from '../users/users.schema.js';
import { COMPLAINT_MS } from './order-transitions.js';
import { orderNotFound } from './orders.service.js';
import { reportRange, shopReport } from './seller-reports.js';
import { orderComplaints, orderEvents, orderItems, orders, type OrderAddressSnapshot } from './orders.schema.js';

const buyerUser = alias(users, 'buyer_user');
const sellerUser = alias(users, 'seller_user');
const isStaff = (c: AuthContext) => c.role === 'moderator' || c.role === 'admin';

const listSelect = {
  order: orders,
  buyerName: buyerUser.fullName,
  buyerAvatar: buyerUser.avatarUrl,
  sellerName: sellerUser.fullName,
  sellerAvatar: sellerUser.avatarUrl,
  shopName: shops.name,
  shopSlug: shops.slug,
};
type ListRow = { order: typeof orders.$inferSelect; buyerName: string; buyerAvatar: string | null; sellerName: string; sellerAvatar: string | null; shopName: string | null; shopSlug: string | null };

function baseList(ex: Executor) {
  return ex
    .select(listSelect)
    .from(orders)
    .innerJoin(buyerUser, eq(buyerUser.id, orders.buyerId))
    .innerJoin(sellerUser, eq(sellerUser.id, orders.sellerId))
    .leftJoin(shops, eq(shops.id, orders.shopId))
    .$dynamic();
}

async function itemsOf(ex: Executor, orderIds: string[]) {
  if (!orderIds.length) return new Map<string, (typeof orderItems.$inferSelect)[]>();
  const rows = await ex.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const map = new Map<string, (typeof orderItems.$inferSelect)[]>();
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
  return map;
}

function presentListItem(r: ListRow, items: (typeof orderItems.$inferSelect)[]): OrderListItem {
  const o = r.order;
  return {
    id: o.id,
    code: o.code,
    type: o.type,
    status: o.status,
    status_label: orderStatusLabel(o.status, o.isPackaged),
    is_packaged: o.isPackaged,
    buyer: { id: o.buyerId, full_name: r.buyerName, avatar_url: r.buyerAvatar },
    seller: { id: o.sellerId, full_name: r.sellerName, avatar_url: r.sellerAvatar },
    shop: { id: o.shopId, name: r.shopName ?? r.sellerName, slug: r.shopSlug },
    items: items.map((i) => ({
      id: i.id,
      kit_id: i.kitId,
      name: i.name,
      slug: i.slug,
      grade: i.grade,
      scale: i.scale,
      quantity: i.quantity,
      price: i.price,
      weight_grams: i.weightGrams,
      image_url: i.imageUrl,
    })),
    items_subtotal: o.itemsSubtotal,
    delivery_fee: o.deliveryFee,
    total_amount: o.totalAmount,
    platform_fee: o.platformFee,
    seller_amount: o.itemsSubtotal - o.platformFee,
    confirm_deadline: o.confirmDeadline?.toISOString() ?? null,
    auto_complete_at: o.autoCompleteAt?.toISOString() ?? null,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

const addr = (a: OrderAddressSnapshot) => ({
  full_name: a.fullName,
  phone_number: a.phoneNumber,
  province_code: a.provinceCode,
  province_name: a.provinceName,
  ward_code: a.wardCode,
  ward_name: a.wardName,
  detail: a.detail,
});

/** Vietnam is UTC+7 all year. */
const VN_MS = 7 * 3_600_000;

export function ordersReadService({ db, clock }: { db: Db; clock: Clock }) {
  async function loadDetail(caller: AuthContext, orderId: string): Promise<OrderDetail> {
    const [r] = await baseList(db).where(eq(orders.id, orderId)).limit(1);
    if (!r) throw orderNotFound();
    const o = r.order;
    const viewer = o.buyerId === caller.userId ? 'buyer' : o.sellerId === caller.userId ? 'seller' : isStaff(caller) ? 'staff' : null;
    if (!viewer) throw orderNotFound();
    const [items, events, [complaint], shipment] = await Promise.all([
      itemsOf(db, [o.id]),
      db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id)),
      db.select().from(orderComplaints).where(eq(orderComplaints.orderId, o.id)).limit(1),
      // the shipping module's own view: applied carrier updates only, with its labels
      shipmentForOrder(db, o.id),
    ]);
    const now = clock.now();
    const complaintDeadline = o.deliveredAt ? new Date(o.deliveredAt.getTime() + COMPLAINT_MS) : null;
    const complaintOpen = complaint?.status === 'open';
    return {
      ...presentListItem(r, items.get(o.id) ?? []),
      viewer_role: viewer,
      note: o.note,
      ship_from: addr(o.shipFrom),
      ship_to: addr(o.shipTo),
      packaging_image_urls: o.packagingImageUrls,
      canceled_reason: o.canceledReason,
      canceled_by: o.canceledBy,
      delivered_at: o.deliveredAt?.toISOString() ?? null,
      completed_at: o.completedAt?.toISOString() ?? null,
      complaint_deadline: complaintDeadline?.toISOString() ?? null,
      events: events.map((e) => ({
        id: e.id,
        from_status: e.fromStatus,
        to_status: e.toStatus,
        action: e.action,
        action_label: orderEventLabel(e.action),
        actor_id: e.actorId,
        note: e.note,
        created_at: e.createdAt.toISOString(),
      })),
      shipment,
      complaint: complaint
        ? {
            id: complaint.id,
            reason: complaint.reason,
            image_urls: complaint.imageUrls,
            status: complaint.status,
            status_label: COMPLAINT_STATUS_LABELS[complaint.status],
            refund_amount: complaint.refundAmount,
            decision_note: complaint.decisionNote,
            decided_at: complaint.decidedAt?.toISOString() ?? null,
            created_at: complaint.createdAt.toISOString(),
          }
        : null,
      actions: {
        can_cancel: (viewer === 'buyer' || viewer === 'seller') && o.status === 'pending',
        can_confirm: viewer === 'seller' && o.status === 'pending',
        can_pack: viewer === 'seller' && o.status === 'packaging' && !o.isPackaged,
        can_confirm_receipt: viewer === 'buyer' && o.status === 'delivered' && !complaintOpen,
        can_complain: viewer === 'buyer' && o.status === 'delivered' && !complaint && !!complaintDeadline && now <= complaintDeadline,
        can_decide_complaint: isStaff(caller) && o.status === 'delivered' && complaintOpen,
      },
    };
  }

  return {
    detail: loadDetail,

    async list(caller: AuthContext, q: OrderListQuery): Promise<OrderListResponse> {
      if (q.role === 'seller' && caller.role !== 'seller') throw forbidden('Chỉ người bán mới xem được đơn hàng của shop');
      const who = q.role === 'seller' ? eq(orders.sellerId, caller.userId) : eq(orders.buyerId, caller.userId);
      const conds: SQL[] = [who];
      if (q.type === 'regular') conds.push(inArray(orders.type, ['regular', 'auction']));
      if (q.type === 'exchange') conds.push(eq(orders.type, 'exchange'));
      if (q.q) conds.push(ilike(orders.code, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      const base = and(...conds)!;
      const where = q.status === 'all' ? base : and(base, eq(orders.status, q.status))!;
      const [rows, [total], counts] = await Promise.all([
        baseList(db)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(orders).where(where),
        db.select({ status: orders.status, n: count() }).from(orders).where(base).groupBy(orders.status),
      ]);
      const items = await itemsOf(db, rows.map((r) => r.order.id));
      const byStatus: Record<string, number> = { all: 0 };
      for (const c of counts) {
        byStatus[c.status] = Number(c.n);
        byStatus.all! += Number(c.n);
      }
      return {
        items: rows.map((r) => presentListItem(r, items.get(r.order.id) ?? [])),
        page: q.page,
        page_size: q.page_size,
        total: Number(total?.n ?? 0),
        counts: byStatus,
      };
    },

    /** Moderator: complaints, open first by default. */
    async complaints(q: { status: string; page: number; page_size: number }) {
      const where = q.status === 'all' ? undefined : eq(orderComplaints.status, q.status as 'open');
      const rows = await db
        .select({ complaint: orderComplaints, ...listSelect })
        .from(orderComplaints)
        .innerJoin(orders, eq(orders.id, orderComplaints.orderId))
        .innerJoin(buyerUser, eq(buyerUser.id, orders.buyerId))
        .innerJoin(sellerUser, eq(sellerUser.id, orders.sellerId))
        .leftJoin(shops, eq(shops.id, orders.shopId))
        .where(where)
        .orderBy(asc(orderComplaints.createdAt))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size);
      const [total] = await db.select({ n: count() }).from(orderComplaints).where(where);
      const items = await itemsOf(db, rows.map((r) => r.order.id));
      return {
        items: rows.map((r) => ({
          id: r.complaint.id,
          reason: r.complaint.reason,
          image_urls: r.complaint.imageUrls,
          status: r.complaint.status,
          status_label: COMPLAINT_STATUS_LABELS[r.complaint.status],
          refund_amount: r.complaint.refundAmount,
          decision_note: r.complaint.decisionNote,
          decided_at: r.complaint.decidedAt?.toISOString() ?? null,
          created_at: r.complaint.createdAt.toISOString(),
          order: presentListItem(r, items.get(r.order.id) ?? []),
        })),
        page: q.page,
        page_size: q.page_size,
        total: Number(total?.n ?? 0),
      };
    },

    /** The seller's own ledger lines (available and pending), newest first. */
    async transactions(caller: AuthContext, page: number, pageSize: number) {
      const where = and(eq(ledgerAccounts.ownerId, caller.userId), inArray(ledgerAccounts.kind, ['available', 'pending']));
      const [rows, [total], balances] = await Promise.all([
        db
          .select({
            id: ledgerLines.id,
            amount: ledgerLines.amount,
            createdAt: ledgerLines.createdAt,
            account: ledgerAccounts.kind,
            journalKind: ledgerJournals.kind,
            memo: ledgerJournals.memo,
            referenceType: ledgerJournals.referenceType,
            referenceId: ledgerJournals.referenceId,
            orderCode: orders.code,
          })
          .from(ledgerLines)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
          .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerLines.journalId))
          .leftJoin(orders, and(eq(ledgerJournals.referenceType, 'order'), eq(sql`${orders.id}::text`, ledgerJournals.referenceId)))
          .where(where)
          .orderBy(desc(ledgerLines.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(ledgerLines)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
          .where(where),
        memberBalances(db, caller.userId),
      ]);
      const items: ShopTransaction[] = rows.map((r) => {
        const kind = transactionKind(r.journalKind, r.account, r.amount);
        return {
          id: r.id,
          kind,
          kind_label: SHOP_TRANSACTION_LABELS[kind],
          account: r.account as 'available' | 'pending',
          amount: r.amount,
          order_id: r.referenceType === 'order' ? r.referenceId : null,
          order_code: r.orderCode ?? null,
          memo: r.memo || null,
          created_at: r.createdAt.toISOString(),
        };
      });
      return { items, page, page_size: pageSize, total: Number(total?.n ?? 0), available_balance: balances.available, pending_balance: balances.pending };
    },

    report: (sellerId: string, from?: string, to?: string) => shopReport(db, clock, sellerId, from, to),

    /** CSV of the period's orders, UTF-8 with a BOM so Excel shows Vietnamese. */
    async reportCsv(sellerId: string, from?: string, to?: string) {
      const range = reportRange(clock.now(), from, to);
      const rows = await db
        .select({ o: orders, buyer: users.fullName })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.buyerId))
        .where(and(eq(orders.sellerId, sellerId), gte(orders.createdAt, range.start), lt(orders.createdAt, range.end)))
        .orderBy(asc(orders.createdAt))
        .limit(50_000);
      const items = await itemsOf(db, rows.map((r) => r.o.id));
      const esc = (v: string | number | null) => {
        const s = v === null ? '' : String(v);
        return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
      };
      const header = ['Mã đơn', 'Ngày đặt', 'Trạng thái', 'Người mua', 'Sản phẩm', 'Tiền hàng', 'Phí vận chuyển', 'Phí sàn', 'Thực nhận', 'Ngày hoàn tất'];
      const fmt = (d: Date | null) => (d ? new Date(d.getTime() + VN_MS).toISOString().slice(0, 16).replace('T', ' ') : null);
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
    },
  };
}

function transactionKind(journalKind: string, account: string, amount: number): ShopTransactionKind {
  if (journalKind === 'order_checkout') return 'sale_pending';
  if (journalKind === 'order_release' || journalKind === 'order_partial_refund') return account === 'available' ? 'sale_income' : 'sale_pending';
  if (journalKind === 'order_refund') return 'sale_reversed';
  if (journalKind.startsWith('withdrawal')) return 'payout';
  void amount;
  return 'other';
}

