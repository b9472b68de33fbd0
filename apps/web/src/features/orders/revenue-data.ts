import type { SellerRevenue } from '@cho-gundam/contracts';
import { useHttpResource } from '@/shared/hooks/use-http-resource';

/**
 * The shop dashboard's money (`GET /shop/revenue`), read with the shell's HTTP client (issue 13: the
 * seller centre's first page does not wait for RTK Query's runtime). Asked for again on every visit:
 * it moves with every order.
 */
export const useSellerRevenue = () => useHttpResource<SellerRevenue>('/shop/revenue', 0);
