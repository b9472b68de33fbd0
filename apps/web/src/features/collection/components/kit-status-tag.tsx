import { KIT_STATUS_LABELS, type KitStatus } from '@cho-gundam/contracts/core';
import { Label, type LabelColor } from '@/shared/ui/tag';

// Colours follow the original's seller table (published green, processing orange, auction yellow/blue,
// exchange cyan); "in the collection" is neutral (no colour), it is the resting state. Our Label, not
// antd's Tag: the gallery's cards show one each on the collection's first screen (issue 13).
export const KIT_STATUS_COLORS: Record<KitStatus, LabelColor | undefined> = {
  in_store: undefined,
  published: 'green',
  processing: 'orange',
  pending_auction_approval: 'gold',
  auctioning: 'blue',
  for_exchange: 'cyan',
  exchanging: 'geekblue',
};

export function KitStatusTag({ status }: { status: KitStatus }) {
  return <Label color={KIT_STATUS_COLORS[status]}>{KIT_STATUS_LABELS[status]}</Label>;
}
