import type { CheckoutBody, CheckoutResponse } from '@cho-gundam/contracts';
import { http } from '@/shared/lib/http';

/**
 * "Đặt hàng". Called directly on the HTTP client (not an RTK mutation) because it carries the
 * attempt's `Idempotency-Key` header; the caller decides when a key is reused (./idempotency).
 */
export function placeCheckout(body: CheckoutBody, idempotencyKey: string): Promise<CheckoutResponse> {
  return http.post<CheckoutResponse>('/checkout', { ...body }, { headers: { 'idempotency-key': idempotencyKey } });
}
