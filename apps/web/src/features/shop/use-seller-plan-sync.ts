import { useEffect } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { toSellerPlan } from './seller-plan';
import { useMyShopResource } from './my-shop-resource';
import { updateSellerPlan, updateShopInfo } from './user-slice';

/**
 * Called by the shop layout: on entering /shop, `GET /shops/me` (shop + plan usage in one call) fills
 * `state.user.shop` and `state.user.sellerPlan`, so the sidebar shows the shop name and
 * "Lượt đăng bán: used / max". It is read again whenever a publish, unpublish or plan purchase settles
 * (my-shop-resource.ts), so the locally counted value (seed §4: +1 / −1) is replaced by the server's count.
 */
export function useSellerPlanSync() {
  const dispatch = useAppDispatch();
  const { currentData: data } = useMyShopResource();
  useEffect(() => {
    if (!data) return;
    dispatch(updateShopInfo({ ...data.shop }));
    dispatch(updateSellerPlan(toSellerPlan(data.subscription)));
  }, [data, dispatch]);
}
