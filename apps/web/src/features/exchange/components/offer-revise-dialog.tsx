import { Skeleton } from 'antd';
import type { ExchangeOffer } from '@cho-gundam/contracts';
import { LoadError } from '@/shared/ui/load-error';
import { useExchangePostQuery } from '../exchange-board-api';
import { OfferFormModal } from './offer-form-modal';

/**
 * The revision form of my offer ("Chỉnh sửa đề nghị"), once its post (the kits to choose from) is
 * loaded: the lazily loaded half of "Đề nghị đã gửi" (manage-sent-offers.tsx), with antd's Modal and
 * Form, zod and RTK Query, mounted by the button's first click (issue 13).
 */
export default function OfferReviseDialog({ offer, viewerId, onClose }: { offer: ExchangeOffer; viewerId: string; onClose: () => void }) {
  const post = useExchangePostQuery(offer.post_id);
  if (post.isLoading)
    return (
      <div role="status" aria-label="Đang tải bài đăng">
        <Skeleton active />
      </div>
    );
  if (!post.data)
    return <LoadError message="Không tải được bài đăng của đề nghị" onRetry={() => void post.refetch()} retrying={post.isFetching} />;
  return <OfferFormModal post={post.data} offer={offer} viewerId={viewerId} onClose={onClose} onDone={onClose} />;
}
