import { Tag } from 'antd';
import { KIT_STATUS_LABELS, type KitStatus } from '@cho-gundam/contracts';

// Colours follow the original's seller table (published green, processing orange, auction yellow/blue,
// exchange cyan); "in the collection" is neutral, it is the resting state.
export const KIT_STATUS_COLORS: Record<KitStatus, string> = {
  in_store: 'default',
  published: 'green',
  processing: 'orange',
  pending_auction_approval: 'gold',
  auctioning: 'blue',
  for_exchange: 'cyan',
  exchanging: 'geekblue',
};

export function KitStatusTag({ status }: { status: KitStatus }) {
  return (
    <Tag color={KIT_STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {KIT_STATUS_LABELS[status]}
    </Tag>
  );
}
