import { Tag } from 'antd';
import { AUCTION_STATUS_COLORS, AUCTION_STATUS_LABELS, type AuctionStatus } from '@cho-gundam/contracts/core';

/** The one way an auction's status is shown (labels and colours from the shared contracts). */
export function AuctionStatusTag({ status }: { status: AuctionStatus }) {
  return <Tag color={AUCTION_STATUS_COLORS[status]}>{AUCTION_STATUS_LABELS[status]}</Tag>;
}
