import { lazy } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { CountBadge } from '@/shared/ui/count-badge';
import { OpenOnFirstClick } from '@/shared/ui/open-on-first-click';
import { useNotificationsLive, type SignedInCheck } from './use-notifications';
import './notifications.css';

// antd's Popover and the list load with the bell's first click (shared/ui/open-on-first-click.tsx)
const NotificationPopover = lazy(() => import('./notification-popover'));

/**
 * The navbar bell (seed §4, §9): the unread count as a badge, the live listener for the signed-in
 * person (toasts for new ones), and on click the latest 15.
 */
export function NotificationBell({ userId, isSignedIn }: { userId: string; isSignedIn: SignedInCheck }) {
  const s = useNotificationsLive(userId, isSignedIn);
  return (
    <OpenOnFirstClick
      trigger={
        <button
          type="button"
          className="cg-navbar__icon cg-notif-bell"
          aria-label={s.unreadCount > 0 ? `Thông báo (${s.unreadCount} chưa đọc)` : 'Thông báo'}
          title="Thông báo"
          aria-haspopup="dialog"
          aria-expanded={false}
        >
          <CountBadge count={s.unreadCount}>
            <BellOutlined />
          </CountBadge>
        </button>
      }
      popup={(trigger) => <NotificationPopover userId={userId}>{trigger}</NotificationPopover>}
    />
  );
}
