import { z } from 'zod';
import { uuidField } from './fields.js';

/** A member's cart is small: one line per unique kit, at most this many. */
export const CART_MAX_ITEMS = 100;

/**
 * One cart line (seed §3 `cart_item_id`, `gundam_id`; the original's fields plus `available`).
 * A kit that stopped being published stays in the cart with `available: false`, so the buyer sees
 * what happened; checkout refuses it.
 */
export const cartItemSchema = z.object({
  cart_item_id: z.string(),
  gundam_id: z.string(),
  gundam_name: z.string(),
  gundam_slug: z.string(),
  gundam_price: z.number().nullable(),
  gundam_image_url: z.string().nullable(),
  seller_id: z.string(),
  seller_name: z.string(),
  available: z.boolean(),
  added_at: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Seed §7: always an array (a non-array answer would be read as an empty cart). */
export const cartListResponse = z.array(cartItemSchema);
export const addCartItemBody = z.strictObject({ gundam_id: uuidField });
export type AddCartItemBody = z.infer<typeof addCartItemBody>;
