import type { CartItem } from '@cho-gundam/contracts';

/**
 * The cart page's arithmetic, kept pure so it is tested without a screen. The cart context holds
 * whatever the server answered (seed §4 only promises `cart_item_id` and `gundam_id`), so every
 * other field is read defensively here.
 */
export type CartLine = Omit<CartItem, 'added_at'>;

export interface ShopGroup {
  seller_id: string;
  seller_name: string;
  lines: CartLine[];
}

type Loose = { cart_item_id: string; gundam_id: string; [field: string]: unknown };
const str = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);

export function toCartLine(item: Loose): CartLine {
  return {
    cart_item_id: item.cart_item_id,
    gundam_id: item.gundam_id,
    gundam_name: str(item.gundam_name ?? item.name, 'Mô hình Gundam'),
    gundam_slug: str(item.gundam_slug, ''),
    gundam_price: typeof item.gundam_price === 'number' ? item.gundam_price : typeof item.price === 'number' ? item.price : null,
    gundam_image_url: str(item.gundam_image_url ?? item.image_url, '') || null,
    seller_id: str(item.seller_id, ''),
    seller_name: str(item.seller_name, 'Shop'),
    // a line without the flag predates it: only an explicit false means "Không còn bán"
    available: item.available !== false,
  };
}

/** A line can be bought only while its kit is still for sale and has a price. */
export const isSelectable = (l: CartLine) => l.available && l.gundam_price !== null;

/** Lines grouped by shop, shops in the order their first kit was added (the server's order). */
export function groupByShop(lines: CartLine[]): ShopGroup[] {
  const groups = new Map<string, ShopGroup>();
  for (const l of lines) {
    // two shops can share a display name; the seller id tells them apart
    const key = l.seller_id || l.seller_name;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { seller_id: l.seller_id, seller_name: l.seller_name, lines: [] }));
    g.lines.push(l);
  }
  return [...groups.values()];
}

/** The selection that still means something: ids of lines present and selectable. */
export function effectiveSelection(lines: CartLine[], selected: ReadonlySet<string>): string[] {
  return lines.filter((l) => isSelectable(l) && selected.has(l.cart_item_id)).map((l) => l.cart_item_id);
}

/** "Tổng thanh toán": the sum of the selected, selectable lines, in đồng. */
export function selectedTotal(lines: CartLine[], selected: ReadonlySet<string>): number {
  return lines.reduce((sum, l) => (isSelectable(l) && selected.has(l.cart_item_id) ? sum + (l.gundam_price ?? 0) : sum), 0);
}

/** Checkbox state of a set of lines (a shop, or the whole cart): all, some, or none selected. */
export function checkState(lines: CartLine[], selected: ReadonlySet<string>) {
  const selectable = lines.filter(isSelectable);
  const count = selectable.filter((l) => selected.has(l.cart_item_id)).length;
  return {
    checked: selectable.length > 0 && count === selectable.length,
    indeterminate: count > 0 && count < selectable.length,
    disabled: selectable.length === 0,
  };
}

/** Ticking a group's box selects all of its selectable lines; unticking clears them. */
export function toggleLines(selected: ReadonlySet<string>, lines: CartLine[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const l of lines) {
    if (!isSelectable(l)) continue;
    if (on) next.add(l.cart_item_id);
    else next.delete(l.cart_item_id);
  }
  return next;
}

/**
 * What the member ticked or unticked on the cart page, by cart line. A line they never touched
 * follows the default: ticked when it can be bought (`isSelectable`: still for sale and priced; the
 * server reports sold, unpublished and the viewer's own kits as unavailable). So a first visit, and a
 * kit added later, start ticked, and "Mua hàng" is ready at once.
 */
export type Ticks = ReadonlyMap<string, boolean>;

/** The selected cart line ids: the member's own ticks over the default, selectable lines only. */
export function selectionOf(lines: CartLine[], ticks: Ticks): Set<string> {
  return new Set(lines.filter((l) => isSelectable(l) && (ticks.get(l.cart_item_id) ?? true)).map((l) => l.cart_item_id));
}

/** The member ticks (or unticks) these lines: a shop's box, the whole cart's, or one line. */
export function tick(ticks: Ticks, lines: CartLine[], on: boolean): Map<string, boolean> {
  const next = new Map(ticks);
  for (const l of lines) if (isSelectable(l)) next.set(l.cart_item_id, on);
  return next;
}
