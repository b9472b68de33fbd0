import { useCallback } from 'react';
import { baseApi } from '@/shared/api/base-api';
import { useAppDispatch } from '@/shared/store/hooks';

/** The kits and shop features' tags, named by string (features never import each other). */
const KIT_VIEWS = ['Kit', 'KitList', 'SellerKits', 'SellerPlan', 'MyShop'] as const;
const api = baseApi.enhanceEndpoints({ addTagTypes: KIT_VIEWS });

/**
 * A request, a withdrawal or a cancellation moves the kit between "Trong bộ sưu tập" and the
 * auction statuses and changes the plan's open-auction count: the product table, the collection,
 * a kit's drawer and the sidebar's quota load again.
 */
export function useRefreshKitViews() {
  const dispatch = useAppDispatch();
  return useCallback(() => void dispatch(api.util.invalidateTags([...KIT_VIEWS])), [dispatch]);
}
