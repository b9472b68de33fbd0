import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PlainButton } from '@/shared/ui/plain-button';

// the dialog (antd's Modal) loads on the first click, not with the trade page (issue 13)
const TradeConfirmDialog = lazy(() => import('./trade-confirm-dialog'));

interface Props {
  label: string;
  title: string;
  okText: string;
  children: ReactNode;
  /** the request; its Vietnamese refusal stays in the dialog */
  action: () => Promise<unknown>;
  primary?: boolean;
  danger?: boolean;
}

/** A button whose action is confirmed in a dialog that says what will happen; a refusal is shown inside it. */
export function TradeConfirmButton({ label, title, okText, children, action, primary, danger }: Props) {
  const [open, setOpen] = useState(false);
  // mounted from the first click on (the dialog then closes and opens as antd's does)
  const [opened, setOpened] = useState(false);
  return (
    <>
      <PlainButton
        type={primary ? 'primary' : 'default'}
        danger={danger}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </PlainButton>
      {opened ? (
        <Suspense fallback={null}>
          <TradeConfirmDialog open={open} title={title} okText={okText} action={action} danger={danger} onClose={() => setOpen(false)}>
            {children}
          </TradeConfirmDialog>
        </Suspense>
      ) : null}
    </>
  );
}
