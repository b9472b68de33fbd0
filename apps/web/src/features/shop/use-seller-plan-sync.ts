import { useEffect } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { toSellerPlan } from './seller-plan';
import { useMyShopQuery } from './shop-api';
import { updateSellerPlan, updateShopInfo } from './user-slice';

/**
 * Called by the shop layout: on entering /shop, `GET /shops/me` (shop + plan usage in one call) fills
 * `state.user.shop` and `state.user.sellerPlan`, so the sidebar shows the shop name and
 * "Lượt đăng bán: used / max". It refetches whenever a publish or unpublish invalidates it, so the
 * locally counted value (seed §4: +1 / −1) is replaced by the server's count.
 */
export function useSellerPlanSync() {
  const dispatch = useAppDispatch();
  const { data } = useMyShopQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (!data) return;
    dispatch(updateShopInfo({ ...data.shop }));
    dispatch(updateSellerPlan(toSellerPlan(data.subscription)));
  }, [data, dispatch]);
}
