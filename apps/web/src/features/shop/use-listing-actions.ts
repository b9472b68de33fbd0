import type { ApiError } from '@/shared/api/base-api';
import { useAppDispatch } from '@/shared/store/hooks';
import { toSellerPlan } from './seller-plan';
import { usePublishKitMutation, useUnpublishKitMutation } from './shop-api';
import { decrementListingsUsed, incrementListingsUsed, updateSellerPlan } from './user-slice';

const UNKNOWN: ApiError = { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra. Vui lòng thử lại.', details: null };
export function asApiError(err: unknown): ApiError {
  return err && typeof err === 'object' && 'code' in err && 'message' in err ? (err as ApiError) : UNKNOWN;
}

/** The plan's listing quota is used up (422 carrying the usage): the fix is another plan, not another price. */
export function isQuotaError(err: ApiError): boolean {
  return err.status === 422 && !!err.details && typeof err.details === 'object' && 'max_listings' in err.details;
}

/**
 * Publish / unpublish with the seller plan kept in step: the sidebar counter moves at once
 * (seed §4: +1 on publish, −1 on unpublish, never below 0), then takes the server's own count
 * from the response, which also covers a listing taken down elsewhere meanwhile.
 */
export function useListingActions() {
  const dispatch = useAppDispatch();
  const [publishKit, publishing] = usePublishKitMutation();
  const [unpublishKit, unpublishing] = useUnpublishKitMutation();

  const publish = async (kitId: string, price?: number) => {
    const res = await publishKit({ kitId, price }).unwrap();
    dispatch(incrementListingsUsed());
    dispatch(updateSellerPlan(toSellerPlan(res.subscription)));
    return res;
  };
  const unpublish = async (kitId: string) => {
    const res = await unpublishKit({ kitId }).unwrap();
    dispatch(decrementListingsUsed());
    dispatch(updateSellerPlan(toSellerPlan(res.subscription)));
    return res;
  };
  return {
    publish,
    unpublish,
    publishingId: publishing.isLoading ? publishing.originalArgs?.kitId : undefined,
    unpublishingId: unpublishing.isLoading ? unpublishing.originalArgs?.kitId : undefined,
  };
}
