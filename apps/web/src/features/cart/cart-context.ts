import { createContext } from 'react';
import type { CartValue } from './cart-types';

export const CartContext = createContext<CartValue | null>(null);
