import type { CartItem } from './cart-types';

/** Seed §4: a response that is not an array is an empty cart. */
export function toCartItems(response: unknown): CartItem[] {
  return Array.isArray(response) ? (response as CartItem[]) : [];
}

/** Seed §4: the returned item is appended unless a kit with the same gundam_id is already in the cart. */
export function appendUnlessPresent(items: CartItem[], item: CartItem): CartItem[] {
  return items.some((i) => i.gundam_id === item.gundam_id) ? items : [...items, item];
}

export function withoutItem(items: CartItem[], cart_item_id: string): CartItem[] {
  return items.filter((i) => i.cart_item_id !== cart_item_id);
}
