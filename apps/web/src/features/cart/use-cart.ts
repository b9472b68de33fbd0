import { useContext } from 'react';
import { CartContext } from './cart-context';
import type { CartValue } from './cart-types';

export function useCart(): CartValue {
  const v = useContext(CartContext);
  if (!v) throw new Error('useCart must be used inside <CartProvider>');
  return v;
}
