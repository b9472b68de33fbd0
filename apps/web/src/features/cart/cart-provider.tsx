import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ACCESS_TOKEN_COOKIE, getCookie } from '@/shared/lib/cookies';
import { errorMessage } from '@/shared/lib/http';
import { cartApi } from './cart-api';
import { CartContext } from './cart-context';
import { appendUnlessPresent, toCartItems, withoutItem } from './cart-logic';
import type { CartItem } from './cart-types';

interface Props {
  /** the signed-in person's id once the session check confirmed it; null for a guest */
  userId: string | null;
  children: ReactNode;
}

interface Loaded {
  /** whose cart this is: another person signing in on this device never sees it */
  owner: string | null;
  items: CartItem[];
}

/** The cart of the signed-in person (seed §4, §8): loaded only when a token exists, emptied on sign-out. */
export function CartProvider({ userId, children }: Props) {
  const [state, setState] = useState<Loaded>({ owner: null, items: [] });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (owner: string) => {
    // seed §4: the cart is loaded only if a token exists
    if (!getCookie(ACCESS_TOKEN_COOKIE)) return;
    setLoading(true);
    try {
      setState({ owner, items: toCartItems(await cartApi.list()) });
      setError(null);
    } catch (err) {
      // seed §8: keep the message, empty the cart, log; no toast
      console.error('Không tải được giỏ hàng', err);
      setError(errorMessage(err));
      setState({ owner, items: [] });
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (userId) void load(userId);
  }, [userId, load]);

  const reload = useCallback(async () => {
    if (userId) await load(userId);
  }, [userId, load]);

  const addToCart = useCallback(
    async (gundam_id: string) => {
      try {
        const item = await cartApi.add(gundam_id);
        setState((cur) => ({ owner: userId, items: appendUnlessPresent(cur.owner === userId ? cur.items : [], item) }));
        return item;
      } catch (err) {
        console.error('Không thêm được vào giỏ hàng', err);
        throw err;
      }
    },
    [userId],
  );

  const removeFromCart = useCallback(async (cart_item_id: string) => {
    try {
      await cartApi.remove(cart_item_id);
      setState((cur) => ({ owner: cur.owner, items: withoutItem(cur.items, cart_item_id) }));
    } catch (err) {
      console.error('Không xóa được sản phẩm khỏi giỏ hàng', err);
    }
  }, []);

  // a guest has no cart, whatever was loaded before signing out
  const mine = userId !== null && state.owner === userId;
  const cartItems = mine ? state.items : EMPTY;
  const value = useMemo(
    () => ({
      cartItems,
      loading: userId !== null && loading,
      ready: mine && !loading,
      error: mine ? error : null,
      addToCart,
      removeFromCart,
      reload,
    }),
    [cartItems, userId, mine, loading, error, addToCart, removeFromCart, reload],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

const EMPTY: CartItem[] = [];
