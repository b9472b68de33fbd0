import type { CheckoutBody, CheckoutQuoteResponse, CheckoutResponse } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';
import { http } from '@/shared/lib/http';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['CheckoutQuote'] });

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** a POST that only reads: a query, so it refetches when the address or the kits change */
    checkoutQuote: build.query<CheckoutQuoteResponse, { address_id: string; kit_ids: string[] }>({
      query: (body) => ({ url: '/checkout/quote', method: 'POST', body: { ...body } }),
      providesTags: ['CheckoutQuote'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCheckoutQuoteQuery } = checkoutApi;

/**
 * "Đặt hàng". Called directly on the HTTP client (not an RTK mutation) because it carries the
 * attempt's `Idempotency-Key` header; the caller decides when a key is reused (./idempotency).
 */
export function placeCheckout(body: CheckoutBody, idempotencyKey: string): Promise<CheckoutResponse> {
  return http.post<CheckoutResponse>('/checkout', { ...body }, { headers: { 'idempotency-key': idempotencyKey } });
}
