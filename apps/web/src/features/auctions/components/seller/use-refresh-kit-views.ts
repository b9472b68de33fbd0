import { useCallback } from 'react';
import { baseApi } from '@/shared/api/base-api';
import { refreshHttpResource } from '@/shared/hooks/use-http-resource';
import { useAppDispatch } from '@/shared/store/hooks';

/** The kits and shop features' tags, named by string (features never import each other). */
const KIT_VIEWS = ['Kit', 'KitList', 'SellerKits', 'SellerPlan', 'MyShop'] as const;
/** The shop area's frame reads the shop and its quota outside RTK Query (features/shop/my-shop-resource.ts). */
const SHOP_FRAME_PATH = '/shops/me';
const api = baseApi.enhanceEndpoints({ addTagTypes: KIT_VIEWS });

/**
 * A request, a withdrawal or a cancellation moves the kit between "Trong bộ sưu tập" and the
 * auction statuses and changes the plan's open-auction count: the product table, the collection,
 * a kit's drawer and the sidebar's quota load again.
 */
export function useRefreshKitViews() {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(api.util.invalidateTags([...KIT_VIEWS]));
    refreshHttpResource(SHOP_FRAME_PATH);
  }, [dispatch]);
}
