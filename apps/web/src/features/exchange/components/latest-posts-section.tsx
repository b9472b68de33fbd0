import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ExchangePost, Paged } from '@cho-gundam/contracts';
import { http } from '@/shared/lib/http';
import { BoardPostCard } from './board-post-card';
import './board.css';

// On the home page, loaded when scrolled near (its first load has the tightest budget): it reads the
// board with the shell's HTTP client, like the auctions section, not with RTK Query.

export const LATEST_POSTS_COUNT = 4;

/** The newest open posts of the board (the server lists the newest first). */
export function useLatestPosts(): { items: ExchangePost[] | undefined; failed: boolean } {
  const [items, setItems] = useState<ExchangePost[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<Paged<ExchangePost>>('/exchange-posts', { query: { page: 1, page_size: LATEST_POSTS_COUNT }, signal: controller.signal })
      .then((page) => setItems(page.items))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setFailed(true);
        setItems([]);
      });
    return () => controller.abort();
  }, []);
  return { items, failed };
}

/**
 * "Trao đổi mới nhất": the four newest open posts; a click opens the post on the board. When the
 * board is empty it says so and invites the first post; when it cannot load, the section says that
 * instead of pretending the board is empty. `frame` puts it in the page's own section.
 */
export function LatestPostsSection({ frame }: { frame: (body: ReactNode) => ReactNode }) {
  const { items, failed } = useLatestPosts();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  if (items === undefined) {
    return frame(
      <p className="cg-board-muted" role="status">
        Đang tải bài đăng trao đổi...
      </p>,
    );
  }
  if (items.length === 0) {
    return frame(
      <p className="cg-board-muted">
        {failed ? 'Chưa tải được bài đăng trao đổi. ' : 'Chưa có bài đăng trao đổi nào. '}
        <Link to="/exchange/list">{failed ? 'Mở bảng trao đổi' : 'Đăng bài trao đổi đầu tiên'}</Link>
      </p>,
    );
  }
  return frame(
    <div className="cg-board-feed__list">
      {items.map((p) => (
        <BoardPostCard key={p.id} post={p} now={now} onOpen={(id) => navigate(`/exchange/list?post=${encodeURIComponent(id)}`)} />
      ))}
    </div>,
  );
}
