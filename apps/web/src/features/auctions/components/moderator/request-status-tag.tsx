import { Tag } from 'antd';
import { AUCTION_REQUEST_STATUS_LABELS, type AuctionRequestStatus } from '@cho-gundam/contracts';

export const REQUEST_STATUS_COLORS: Record<AuctionRequestStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

/** An auction request's status, with the shared Vietnamese label. */
export function RequestStatusTag({ status }: { status: AuctionRequestStatus }) {
  return <Tag color={REQUEST_STATUS_COLORS[status]}>{AUCTION_REQUEST_STATUS_LABELS[status]}</Tag>;
}
