import { lazy, Suspense, useState } from 'react';
import { FlagOutlined } from '@ant-design/icons';
import type { FlagTargetType } from '@cho-gundam/contracts/core';
import { PlainButton } from '@/shared/ui/plain-button';

// the dialog (and the zod rules it checks with) loads on the first click
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export interface ReportButtonProps {
  targetType: FlagTargetType;
  targetId: string;
  targetName: string;
  /** the signed-in member (null: a guest, who is asked to sign in first) */
  viewerId: string | null;
  /** who the target belongs to: nobody reports themselves, so they see no button */
  ownerId: string;
  /** a guest pressed it: the page sends them to sign in */
  onSignIn: () => void;
  /** the button's words when a screen offers more than one report (a post and its poster) */
  label?: string;
}

/** "Báo cáo vi phạm": a quiet button that opens the report dialog. */
export function ReportButton({
  targetType,
  targetId,
  targetName,
  viewerId,
  ownerId,
  onSignIn,
  label = 'Báo cáo vi phạm',
}: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  if (viewerId === ownerId) return null;
  return (
    <>
      <PlainButton type="text" size="small" icon={<FlagOutlined />} onClick={() => (viewerId ? setOpen(true) : onSignIn())}>
        {label}
      </PlainButton>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog open targetType={targetType} targetId={targetId} targetName={targetName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
