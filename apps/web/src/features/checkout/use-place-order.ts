import { useRef, useState } from 'react';
import type { CheckoutQuoteResponse } from '@cho-gundam/contracts';
import { forgetApiTags } from '@/shared/api/loaded-api';
import { HttpError } from '@/shared/lib/http';
import { useAppDispatch } from '@/shared/store/hooks';
import { placeCheckout } from './checkout-api';
import { checkoutBodyFrom, refusalOf, type QuoteView, type Refusal } from './checkout-logic';
import { createAttemptKeys, fingerprint, isDefiniteAnswer } from './idempotency';

/** What placing the orders changes elsewhere (tags of other features' caches, see shared/api/base-api.ts). */
const PLACED_TAGS = ['Orders', 'Wallet'] as const;

interface Options {
  /** called with the new orders' codes once the server created them */
  onPlaced: (codes: string[]) => void;
  /** the server's view changed (availability, prices, balance): fetch a new quote */
  requote: () => void;
}

/**
 * "Đặt hàng": one request at a time (a double click is one request), one Idempotency-Key per attempt
 * (the same body keeps its key until the server answers for good, so a retry cannot double-charge),
 * and the server's refusal as the page says it.
 */
export function usePlaceOrder({ onPlaced, requote }: Options) {
  const dispatch = useAppDispatch();
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  const keys = useRef(createAttemptKeys());
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const place = async (q: CheckoutQuoteResponse | undefined, view: QuoteView | null, notes: Record<string, string>) => {
    if (!q || !view || view.blocker || placingRef.current) return;
    placingRef.current = true;
    setPlacing(true);
    setRefusal(null);
    const body = checkoutBodyFrom(q, notes);
    const key = keys.current.keyFor(fingerprint(body));
    try {
      const res = await placeCheckout(body, key);
      keys.current.resolve();
      // RTK Query's caches (the orders and wallet pages) are told if it is loaded: the checkout itself
      // does not use it, and a cache that never loaded has nothing to forget (shared/api/loaded-api.ts)
      forgetApiTags(dispatch, PLACED_TAGS);
      onPlaced(res.orders.map((o) => o.code));
    } catch (err) {
      const e =
        err instanceof HttpError
          ? { status: err.status, code: err.code, message: err.message, details: err.details }
          : { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra.', details: null };
      if (isDefiniteAnswer(e.status, e.code)) keys.current.resolve();
      const r = refusalOf(e);
      setRefusal(r);
      if (r.kind === 'requote' || r.kind === 'funds') requote();
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  return { place, placing, refusal, setRefusal };
}
