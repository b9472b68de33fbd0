import {
  COMPLAINT_STATUS_LABELS,
  orderEventLabel,
  orderStatusLabel,
  type OrderComplaint,
  type OrderEvent,
  type OrderListItem,
} from '@cho-gundam/contracts';
import type { ComplaintRow, OrderItemRow, OrderListRow } from './orders.repository.js';
import type { orderEvents } from './orders.schema.js';

/** Orders on the wire (contracts/orders.ts): field by field, so a column added later never leaks. */
export function presentListItem(r: OrderListRow, items: OrderItemRow[], exchangeId: string | null = null): OrderListItem {
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
    exchange_id: exchangeId,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

export function presentEvent(e: typeof orderEvents.$inferSelect): OrderEvent {
  return {
    id: e.id,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    action: e.action,
    action_label: orderEventLabel(e.action),
    actor_id: e.actorId,
    note: e.note,
    created_at: e.createdAt.toISOString(),
  };
}

export function presentComplaint(c: ComplaintRow): OrderComplaint {
  return {
    id: c.id,
    reason: c.reason,
    image_urls: c.imageUrls,
    status: c.status,
    status_label: COMPLAINT_STATUS_LABELS[c.status],
    refund_amount: c.refundAmount,
    decision_note: c.decisionNote,
    decided_at: c.decidedAt?.toISOString() ?? null,
    seller_response: c.sellerResponse,
    seller_responded_at: c.sellerRespondedAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
  };
}
