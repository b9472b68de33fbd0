import { useEffect, useMemo, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Notification } from '@cho-gundam/contracts';
import { foldVietnamese } from '@cho-gundam/contracts/core';
import { errorMessage } from '@/shared/lib/http';
import { Input } from '@/shared/ui/input';
import { LazySelect } from '@/shared/ui/lazy-select';
import { LoadError } from '@/shared/ui/load-error';
import { PageEmpty } from '@/shared/ui/page-empty';
import { PageHeading } from '@/shared/ui/page-heading';
import { PlainButton } from '@/shared/ui/plain-button';
import { Label } from '@/shared/ui/tag';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { toast } from '@/shared/ui/toast';
import { NOTIFICATION_TYPE_LABELS, safeLink } from './notification-logic';
import { NotificationItem } from './notification-item';
import { loadFirstPage, loadMore, markAllRead, markRead } from './notifications-store';
import { useNotificationsLive, type SignedInCheck } from './use-notifications';
import './notifications.css';

const FILTERS = [
  { value: 'all', label: 'Tất cả' },
  { value: 'unread', label: 'Chưa đọc' },
  ...Object.entries(NOTIFICATION_TYPE_LABELS).map(([value, t]) => ({ value, label: t.label })),
];

/**
 * `/notifications` (seed §9: the first 50, more on demand): filters, search, mark one / all read.
 * Drawn with the app's light stand-ins for antd's Button, Tag, Skeleton and Empty, the filter's Select
 * loading on first use and antd's Input alone (not Input.Search, which brings Button and Space): a
 * member's cold load of the page fits the 200 KB budget (issue 13).
 */
export function NotificationsCenter({ userId, isSignedIn }: { userId: string; isSignedIn: SignedInCheck }) {
  const s = useNotificationsLive(userId, isSignedIn);
  const navigate = useNavigate();
  const [filter, setFilter] = useState('all');
  const [query, setQuery] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    void loadFirstPage(userId);
  }, [userId]);

  const shown = useMemo(() => {
    const q = foldVietnamese(query.trim());
    return s.items.filter((n) => {
      if (filter === 'unread' && n.isRead) return false;
      if (filter !== 'all' && filter !== 'unread' && n.type !== filter) return false;
      return !q || foldVietnamese(`${n.title} ${n.message}`).includes(q);
    });
  }, [s.items, filter, query]);

  const open = (n: Notification) => {
    if (!n.isRead) void markRead(n.id);
    const to = safeLink(n.link);
    if (to) navigate(to);
  };
  const more = async () => {
    setLoadingMore(true);
    try {
      await loadMore(userId);
    } catch (err) {
      toast.error({ title: 'Không thể tải thêm thông báo', description: errorMessage(err) });
    } finally {
      setLoadingMore(false);
    }
  };
  const filtered = filter !== 'all' || query.trim() !== '';

  let list;
  if (s.status === 'error' && s.items.length === 0) {
    list = <LoadError message="Không thể tải thông báo" description={s.error ?? undefined} onRetry={() => void loadFirstPage(userId)} />;
  } else if ((s.status === 'loading' || s.status === 'idle') && s.items.length === 0) {
    list = <TextSkeleton rows={6} />;
  } else if (shown.length === 0) {
    list = (
      <div className="cg-panel">
        <PageEmpty description={filtered ? 'Không tìm thấy thông báo phù hợp' : 'Không có thông báo nào'} />
      </div>
    );
  } else {
    list = (
      <ul className="cg-notif-page__list" aria-label="Danh sách thông báo">
        {shown.map((n) => (
          <li key={n.id}>
            <NotificationItem n={n} variant="page" onOpen={open} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="cg-page">
      <PageHeading
        title="Thông báo"
        description="Cập nhật về đơn hàng, ví, rút tiền và gói bán hàng của bạn."
        extra={
          <>
            {s.unreadCount > 0 ? <Label color="red">{s.unreadCount} chưa đọc</Label> : null}
            <PlainButton disabled={s.unreadCount === 0} onClick={() => void markAllRead()}>
              Đánh dấu tất cả đã đọc
            </PlainButton>
          </>
        }
      />
      <div className="cg-notif-page__toolbar">
        <span>Lọc theo:</span>
        <LazySelect
          value={filter}
          onChange={(v) => setFilter(v ?? 'all')}
          options={FILTERS}
          style={{ minWidth: 160 }}
          aria-label="Lọc theo"
        />
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder="Tìm kiếm thông báo..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          style={{ maxWidth: 320 }}
          aria-label="Tìm kiếm thông báo"
        />
      </div>
      {list}
      {s.nextCursor && s.items.length > 0 ? (
        <div className="cg-notif-page__more">
          <PlainButton onClick={() => void more()} loading={loadingMore}>
            Xem thêm thông báo
          </PlainButton>
        </div>
      ) : null}
    </section>
  );
}
