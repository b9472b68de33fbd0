import { Button, Spin } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '@cho-gundam/contracts';
import { NOTIFICATIONS } from '@cho-gundam/contracts/core';
import { LoadError } from '@/shared/ui/load-error';
import { safeLink } from './notification-logic';
import { NotificationItem } from './notification-item';
import { markAllRead, markRead, retryNotifications } from './notifications-store';
import { useNotificationsState } from './use-notifications';

/** The bell's popover: "Thông báo", "Xem tất cả", the latest 15, "Đánh dấu tất cả đã đọc". */
export default function NotificationPanel({ onClose }: { userId: string; onClose: () => void }) {
  const s = useNotificationsState();
  const navigate = useNavigate();
  const latest = s.items.slice(0, NOTIFICATIONS.liveLimit);
  const open = (n: Notification) => {
    if (!n.isRead) void markRead(n.id);
    const to = safeLink(n.link);
    if (to) {
      onClose();
      navigate(to);
    }
  };
  let body;
  if (s.status === 'error' && latest.length === 0) {
    body = <LoadError message="Không thể tải thông báo" description={s.error ?? undefined} onRetry={retryNotifications} />;
  } else if ((s.status === 'loading' || s.status === 'idle') && latest.length === 0) {
    body = (
      <div className="cg-notif-panel__state">
        <Spin size="small" /> Đang tải thông báo…
      </div>
    );
  } else if (latest.length === 0) {
    body = <div className="cg-notif-panel__state">Không có thông báo mới</div>;
  } else {
    body = (
      <ul className="cg-notif-panel__list" aria-label="Thông báo mới nhất">
        {latest.map((n) => (
          <li key={n.id}>
            <NotificationItem n={n} variant="bell" onOpen={open} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="cg-notif-panel" role="dialog" aria-label="Thông báo">
      <div className="cg-notif-panel__head">
        <h2 className="cg-notif-panel__title">Thông báo</h2>
        <Link to="/notifications" onClick={onClose}>
          Xem tất cả
        </Link>
      </div>
      {body}
      <div className="cg-notif-panel__foot">
        <Button type="link" size="small" disabled={s.unreadCount === 0} onClick={() => void markAllRead()}>
          Đánh dấu tất cả đã đọc
        </Button>
      </div>
    </div>
  );
}
