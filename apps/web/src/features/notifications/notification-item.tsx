import type { Notification } from '@cho-gundam/contracts';
import { formatDate, formatDateTime } from '@/shared/lib/format';
import { Label } from '@/shared/ui/tag';
import { timeAgo, typeLabel } from './notification-logic';

interface Props {
  n: Notification;
  onOpen: (n: Notification) => void;
  /** the bell: relative time; the page: `DD/MM/YYYY HH:mm` and the type tag */
  variant: 'bell' | 'page';
}

/** One notification; unread ones have a green background, a red dot and (on the page) the "Mới" tag. */
export function NotificationItem({ n, onOpen, variant }: Props) {
  const t = typeLabel(n.type);
  return (
    <button
      type="button"
      className={`cg-notif-item${n.isRead ? '' : ' is-unread'}`}
      onClick={() => onOpen(n)}
      aria-label={`${n.isRead ? '' : 'Chưa đọc: '}${n.title}`}
    >
      <span className="cg-notif-item__icon" aria-hidden="true">
        {t.icon}
      </span>
      <span className="cg-notif-item__body">
        <span className="cg-notif-item__title">
          {n.isRead ? null : <span className="cg-notif-item__dot" aria-hidden="true" />}
          {n.title}
          {variant === 'page' && !n.isRead ? <Label color="red">Mới</Label> : null}
        </span>
        <span className="cg-notif-item__message" style={{ display: 'block' }}>
          {n.message}
        </span>
        <span className="cg-notif-item__meta">
          {variant === 'page' ? <Label color={t.color}>{t.label}</Label> : null}
          <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
            {variant === 'page' ? formatDateTime(n.createdAt) : timeAgo(n.createdAt, Date.now(), (iso) => formatDate(iso))}
          </time>
        </span>
      </span>
    </button>
  );
}
