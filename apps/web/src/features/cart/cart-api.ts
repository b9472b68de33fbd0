import { http } from '@/shared/lib/http';
import type { CartItem } from './cart-types';

// seed §7: the three cart calls, exactly these paths and payloads
export const cartApi = {
  list: () => http.get<unknown>('/cart/items'),
  add: (gundam_id: string) => http.post<CartItem>('/cart/items', { gundam_id }),
  remove: (cart_item_id: string) => http.delete<void>(`/cart/items/${encodeURIComponent(cart_item_id)}`),
};
