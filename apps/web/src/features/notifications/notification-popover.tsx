import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';
import { Popover } from 'antd';

// the list is downloaded when the bell is first opened, with this popover
const NotificationPanel = lazy(() => import('./notification-panel'));

/** The bell's popup, the latest 15: loaded on the bell's first click, and open from then. */
export default function NotificationPopover({
  userId,
  children,
}: {
  userId: string;
  children: ReactElement<{ 'aria-expanded'?: boolean }>;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      content={
        <Suspense fallback={<div className="cg-notif-panel cg-notif-panel__state">Đang tải thông báo…</div>}>
          <NotificationPanel userId={userId} onClose={() => setOpen(false)} />
        </Suspense>
      }
    >
      {cloneElement(children, { 'aria-expanded': open })}
    </Popover>
  );
}
