export { CartProvider } from './cart-provider';
export { useCart } from './use-cart';
export { appendUnlessPresent, toCartItems, withoutItem } from './cart-logic';
export type { CartItem, CartValue } from './cart-types';
