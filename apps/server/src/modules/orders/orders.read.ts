import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  presentPostalAddress,
  type OrderDetail,
  type OrderListQuery,
  type OrderListResponse,
  type ComplaintListItem,
  type Paged,
} from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { authorize, can, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { escapeLike } from '../kits/index.js';
import { shipmentForOrder } from '../shipping/index.js';
import { exchangeIdsOfOrders } from './exchange-links.js';
import { complaintWindowMs } from './order-transitions.js';
import { presentComplaint, presentEvent, presentListItem } from './orders.presenter.js';
import * as repo from './orders.repository.js';
import { orderComplaints, orders } from './orders.schema.js';
import { orderNotFound } from './orders.service.js';

/** Reading orders: one order's detail (buyer, seller or staff), the member's and the shop's lists, the complaint queue. */
export function ordersReadService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async detail(caller: Actor, orderId: string): Promise<OrderDetail> {
      const [r] = await repo.orderListRows(db).where(eq(orders.id, orderId)).limit(1);
      if (!r) throw orderNotFound();
      const o = r.order;
      authorize(caller, 'order.view', o);
      const viewer = o.buyerId === caller.userId ? 'buyer' : o.sellerId === caller.userId ? 'seller' : 'staff';
      const [items, events, complaint, shipment, returnShipment, exchangeIds] = await Promise.all([
        repo.orderItemsOf(db, [o.id]),
        repo.orderEventsOf(db, o.id),
        repo.complaintOf(db, o.id),
        // the shipping module's own view: applied carrier updates only, with its labels
        shipmentForOrder(db, o.id),
        o.type === 'exchange' ? shipmentForOrder(db, o.id, 'return') : null,
        exchangeIdsOfOrders(db, [r]),
      ]);
      const now = clock.now();
      const complaintDeadline = o.deliveredAt ? new Date(o.deliveredAt.getTime() + (await complaintWindowMs(db))) : null;
      const complaintOpen = complaint?.status === 'open';
      return {
        ...presentListItem(r, items.get(o.id) ?? [], exchangeIds.get(o.id) ?? null),
        viewer_role: viewer,
        note: o.note,
        ship_from: presentPostalAddress(o.shipFrom),
        ship_to: presentPostalAddress(o.shipTo),
        packaging_image_urls: o.packagingImageUrls,
        canceled_reason: o.canceledReason,
        canceled_by: o.canceledBy,
        delivered_at: o.deliveredAt?.toISOString() ?? null,
        completed_at: o.completedAt?.toISOString() ?? null,
        complaint_deadline: complaintDeadline?.toISOString() ?? null,
        events: events.map(presentEvent),
        shipment,
        return_shipment: returnShipment,
        complaint: complaint ? presentComplaint(complaint) : null,
        actions: {
          can_cancel: (viewer === 'buyer' || viewer === 'seller') && o.status === 'pending',
          can_confirm: viewer === 'seller' && o.status === 'pending',
          can_pack: viewer === 'seller' && o.status === 'packaging' && !o.isPackaged,
          can_confirm_receipt: viewer === 'buyer' && o.status === 'delivered' && !complaintOpen,
          can_complain: viewer === 'buyer' && o.status === 'delivered' && !complaint && !!complaintDeadline && now <= complaintDeadline,
          can_decide_complaint: can(caller, 'complaint.decide') && o.status === 'delivered' && complaintOpen,
          can_respond_complaint: viewer === 'seller' && complaintOpen && !complaint?.sellerResponse,
        },
      };
    },

    /** The member's orders (role=buyer) or the shop's (role=seller), with counts per status for the tabs. */
    async list(caller: Actor, q: OrderListQuery): Promise<OrderListResponse> {
      const conds: SQL[] = [];
      if (q.side) {
        // a member's exchange parcels, sent or received: each is an order with the member as seller or buyer
        const sent = eq(orders.sellerId, caller.userId);
        const received = eq(orders.buyerId, caller.userId);
        conds.push(q.side === 'sent' ? sent : q.side === 'received' ? received : or(sent, received)!, eq(orders.type, 'exchange'));
      } else {
        if (q.role === 'seller') authorize(caller, 'orders.list_as_seller');
        conds.push(q.role === 'seller' ? eq(orders.sellerId, caller.userId) : eq(orders.buyerId, caller.userId));
        if (q.type === 'regular') conds.push(inArray(orders.type, ['regular', 'auction']));
        if (q.type === 'exchange') conds.push(eq(orders.type, 'exchange'));
      }
      if (q.q) conds.push(ilike(orders.code, `%${escapeLike(q.q)}%`));
      const base = and(...conds)!;
      const where = q.status === 'all' ? base : and(base, eq(orders.status, q.status))!;
      const [rows, total, counts] = await Promise.all([
        repo.listOrders(db, where, q.page, q.page_size),
        repo.countOrders(db, where),
        repo.countOrdersByStatus(db, base),
      ]);
      const [items, exchangeIds] = await Promise.all([
        repo.orderItemsOf(
          db,
          rows.map((r) => r.order.id),
        ),
        exchangeIdsOfOrders(db, rows),
      ]);
      const byStatus: Record<string, number> = { all: 0 };
      for (const c of counts) {
        byStatus[c.status] = Number(c.n);
        byStatus.all! += Number(c.n);
      }
      return {
        items: rows.map((r) => presentListItem(r, items.get(r.order.id) ?? [], exchangeIds.get(r.order.id) ?? null)),
        page: q.page,
        page_size: q.page_size,
        total,
        counts: byStatus,
      };
    },

    /** Moderator: complaints, open first by default. */
    async complaints(caller: Actor, q: { status: string; page: number; page_size: number }): Promise<Paged<ComplaintListItem>> {
      authorize(caller, 'complaint.decide');
      const where = q.status === 'all' ? undefined : eq(orderComplaints.status, q.status as 'open');
      const [rows, total] = await Promise.all([repo.listComplaints(db, where, q.page, q.page_size), repo.countComplaints(db, where)]);
      const items = await repo.orderItemsOf(
        db,
        rows.map((r) => r.order.id),
      );
      return {
        items: rows.map((r) => ({ ...presentComplaint(r.complaint), order: presentListItem(r, items.get(r.order.id) ?? []) })),
        page: q.page,
        page_size: q.page_size,
        total,
      };
    },
  };
}

export type OrdersReadService = ReturnType<typeof ordersReadService>;
