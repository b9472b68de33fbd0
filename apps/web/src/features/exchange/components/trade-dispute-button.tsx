import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '@/shared/ui/plain-button';

// the dialog (antd's Modal, TextArea and Upload) loads on the first click, not with the trade page (issue 13)
const TradeDisputeDialog = lazy(() => import('./trade-dispute-dialog'));

/**
 * "Khiếu nại kiện hàng": the side whose parcel was delivered (and not yet confirmed) tells the
 * moderators what is wrong, with up to 5 photos; the 7-day automatic receipt stops until they decide.
 */
export function TradeDisputeButton({ tradeId, disabled = false }: { tradeId: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  // mounted from the first click on (the dialog then closes and opens as antd's does)
  const [opened, setOpened] = useState(false);
  return (
    <>
      <PlainButton
        danger
        disabled={disabled}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Khiếu nại kiện hàng
      </PlainButton>
      {opened ? (
        <Suspense fallback={null}>
          <TradeDisputeDialog tradeId={tradeId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
