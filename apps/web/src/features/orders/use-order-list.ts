import { useQueryParams } from '@/shared/hooks/use-query-params';
import { parseStatusTab } from './order-logic';

/**
 * The state of an orders list, in the URL (`?status=&q=&page=&order=`), so a reload or a shared link
 * shows the same tab, search, page and open order; `update` changes some of it.
 */
export function useOrderList() {
  const { params, update } = useQueryParams();
  return {
    params,
    status: parseStatusTab(params.get('status')),
    page: Math.max(1, Number(params.get('page')) || 1),
    q: params.get('q') ?? undefined,
    openId: params.get('order'),
    update,
  };
}
export type OrderListState = ReturnType<typeof useOrderList>;
