import { lazy, Suspense, useState } from 'react';
import { Badge, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNotificationsLive, type SignedInCheck } from './use-notifications';
import './notifications.css';

// the list is downloaded when the bell is first opened; the badge and the live listener are here
const NotificationPanel = lazy(() => import('./notification-panel'));

/**
 * The navbar bell (seed §4, §9): the unread count as a badge, the live listener for the signed-in
 * person (toasts for new ones), and on click the latest 15.
 */
export function NotificationBell({ userId, isSignedIn }: { userId: string; isSignedIn: SignedInCheck }) {
  const s = useNotificationsLive(userId, isSignedIn);
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      // the popup (and so the panel's chunk) is only rendered once the bell is first opened
      content={
        <Suspense fallback={<div className="cg-notif-panel cg-notif-panel__state">Đang tải thông báo…</div>}>
          <NotificationPanel userId={userId} onClose={() => setOpen(false)} />
        </Suspense>
      }
    >
      <button
        type="button"
        className="cg-navbar__icon cg-notif-bell"
        aria-label={s.unreadCount > 0 ? `Thông báo (${s.unreadCount} chưa đọc)` : 'Thông báo'}
        title="Thông báo"
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <Badge count={s.unreadCount} size="small" overflowCount={99}>
          <BellOutlined />
        </Badge>
      </button>
    </Popover>
  );
}
