/** Seed §3: a cart item has `cart_item_id` and `gundam_id`; the rest is filled by the cart issue. */
export interface CartItem {
  cart_item_id: string;
  gundam_id: string;
  name?: string;
  price?: number;
  image_url?: string | null;
  [field: string]: unknown;
}

export interface CartValue {
  cartItems: CartItem[];
  loading: boolean;
  /** the signed-in person's cart has been loaded (or its load failed) at least once: `cartItems` is theirs */
  ready: boolean;
  /** the last load failure's message (seed §8: kept, not shown as a toast) */
  error: string | null;
  addToCart: (gundam_id: string) => Promise<CartItem>;
  removeFromCart: (cart_item_id: string) => Promise<void>;
  reload: () => Promise<void>;
}
