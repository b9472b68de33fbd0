import { lazy, Suspense, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { EXCHANGE_POST_STATUS_LABELS, type ExchangePostStatus } from '@cho-gundam/contracts/core';
import type { ExchangePost } from '@cho-gundam/contracts';
import { Collapse } from '@/shared/ui/collapse';
import { DateTime } from '@/shared/ui/date-time';
import { ListPagination } from '@/shared/ui/list-pagination';
import { LoadError } from '@/shared/ui/load-error';
import { PageEmpty } from '@/shared/ui/page-empty';
import { PlainButton } from '@/shared/ui/plain-button';
import { Segmented } from '@/shared/ui/segmented';
import { Label, type LabelColor } from '@/shared/ui/tag';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { refreshMyPosts, useMyPosts } from '../my-posts-data';
import './board.css';

// The first screen is the list of my posts, drawn with shared/ui's stand-ins (issue 13): an opened post
// (its photos, actions and offers, with their dialogs) and the post form (with zod's rules) load when
// first used.
const MyPostPanel = lazy(() => import('./my-post-panel'));
const PostFormModal = lazy(() => import('./post-form-modal').then((m) => ({ default: m.PostFormModal })));

export type MyPostsStatus = ExchangePostStatus | 'all';
export const MY_POSTS_PAGE_SIZE = 10;
const STATUS_OPTIONS = [
  { value: 'all' as MyPostsStatus, label: 'Tất cả' },
  ...(Object.keys(EXCHANGE_POST_STATUS_LABELS) as ExchangePostStatus[]).map((s) => ({
    value: s as MyPostsStatus,
    label: EXCHANGE_POST_STATUS_LABELS[s],
  })),
];
// antd's status colours as the board's Tag drew them: open "processing", closed "default", traded "success"
const STATUS_COLORS: Record<ExchangePostStatus, LabelColor | undefined> = { open: 'processing', closed: undefined, traded: 'success' };

interface Props {
  viewerId: string;
  /** what the URL says: `?status=&page=&post=` */
  status: MyPostsStatus;
  page: number;
  openPost: string | null;
  onChange: (patch: { status?: MyPostsStatus; page?: number; post?: string | null }) => void;
}

/** `/exchange/my-post`: my posts with their state and the offers each received; one post open at a time (`?post=`). */
export function MyPostsView({ viewerId, status, page, openPost, onChange }: Props) {
  const {
    currentData: data,
    isFetching,
    error,
    refetch,
  } = useMyPosts({
    page,
    page_size: MY_POSTS_PAGE_SIZE,
    status: status === 'all' ? undefined : status,
  });
  const [editing, setEditing] = useState<ExchangePost | 'new' | null>(null);

  return (
    <div className="cg-board-feed">
      <div className="cg-board-feed__bar">
        <Segmented<MyPostsStatus>
          aria-label="Lọc theo trạng thái"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(s) => onChange({ status: s, page: 1, post: null })}
        />
        <PlainButton type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ marginInlineStart: 'auto' }}>
          Đăng bài trao đổi
        </PlainButton>
      </div>
      {!data && error === undefined ? (
        <div role="status" aria-label="Đang tải bài đăng">
          <TextSkeleton rows={6} />
        </div>
      ) : !data ? (
        <LoadError
          message="Không tải được bài đăng của bạn"
          description={(error as { message?: string } | undefined)?.message}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : !data.items.length ? (
        <PageEmpty large description="Bạn chưa có bài đăng trao đổi nào" />
      ) : (
        <>
          <Collapse
            activeKey={openPost}
            onChange={(post) => onChange({ post })}
            items={data.items.map((p) => ({
              key: p.id,
              label: (
                <span className="cg-tag-line">
                  <Label color={STATUS_COLORS[p.status]}>{EXCHANGE_POST_STATUS_LABELS[p.status]}</Label>
                  {p.content.length > 80 ? `${p.content.slice(0, 80)}…` : p.content}
                </span>
              ),
              extra: (
                <span className="cg-board-muted">
                  {p.offer_count} đề nghị đang chờ · <DateTime value={p.created_at} />
                </span>
              ),
              children: (
                <Suspense fallback={<TextSkeleton rows={4} />}>
                  <MyPostPanel post={p} onEdit={() => setEditing(p)} />
                </Suspense>
              ),
            }))}
          />
          <ListPagination
            align="center"
            current={page}
            pageSize={MY_POSTS_PAGE_SIZE}
            total={data.total}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={(p) => onChange({ page: p, post: null })}
          />
        </>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <PostFormModal
            post={editing === 'new' ? null : editing}
            viewerId={viewerId}
            onClose={() => {
              setEditing(null);
              // an edit whose photos were then refused has still changed the post
              refreshMyPosts();
            }}
            onDone={(p) => {
              setEditing(null);
              // the form tells RTK Query's caches; this page reads without it
              refreshMyPosts();
              onChange({ post: p.id });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
