import { useState } from 'react';
import { Button, Collapse, Empty, Pagination, Popconfirm, Segmented, Skeleton, Tag } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { EXCHANGE_POST_STATUS_LABELS, type ExchangePost, type ExchangePostStatus } from '@cho-gundam/contracts';
import type { ApiError } from '@/shared/api/base-api';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { useCloseExchangePostMutation, useMyExchangePostsQuery } from '../exchange-board-api';
import { BoardKitList } from './board-kits';
import { BoardRefusal } from './board-refusal';
import { MyPostOffers } from './my-posts-offers';
import { PostPhotos } from './post-detail-drawer';
import { PostFormModal } from './post-form-modal';
import './board.css';

export type MyPostsStatus = ExchangePostStatus | 'all';
export const MY_POSTS_PAGE_SIZE = 10;
const STATUS_OPTIONS = [
  { value: 'all', label: 'Tất cả' },
  ...(Object.keys(EXCHANGE_POST_STATUS_LABELS) as ExchangePostStatus[]).map((s) => ({ value: s, label: EXCHANGE_POST_STATUS_LABELS[s] })),
];
const STATUS_COLORS: Record<ExchangePostStatus, string> = { open: 'processing', closed: 'default', traded: 'success' };

interface Props {
  viewerId: string;
  /** what the URL says: `?status=&page=&post=` */
  status: MyPostsStatus;
  page: number;
  openPost: string | null;
  onChange: (patch: { status?: MyPostsStatus; page?: number; post?: string | null }) => void;
}

/** One of my posts: its state, text, photos, kits, and while open "Sửa" and "Đóng bài đăng". */
function PostBody({ post, onEdit }: { post: ExchangePost; onEdit: () => void }) {
  const [close, { isLoading }] = useCloseExchangePostMutation();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const onClose = async () => {
    setRefusal(null);
    try {
      await close(post.id).unwrap();
    } catch (err) {
      setRefusal(apiError(err));
    }
  };
  return (
    <div>
      <p style={{ whiteSpace: 'pre-line' }}>{post.content}</p>
      <PostPhotos post={post} size={96} />
      <section className="cg-board-section">
        <h3>Mô hình muốn đổi</h3>
        <BoardKitList kits={post.kits} label="Mô hình của bài đăng" />
      </section>
      {post.status === 'open' ? (
        <div className="cg-board-actions">
          <Button icon={<EditOutlined />} onClick={onEdit}>
            Sửa bài đăng
          </Button>
          <Popconfirm
            title="Đóng bài đăng này?"
            description="Mô hình của bạn và của các đề nghị đang chờ được trả về bộ sưu tập."
            okText="Đóng bài đăng"
            cancelText="Hủy"
            onConfirm={() => void onClose()}
          >
            <Button danger loading={isLoading}>
              Đóng bài đăng
            </Button>
          </Popconfirm>
        </div>
      ) : null}
      <BoardRefusal error={refusal} />
      <section className="cg-board-section">
        <h3>Đề nghị nhận được</h3>
        <MyPostOffers postId={post.id} postOpen={post.status === 'open'} />
      </section>
    </div>
  );
}

/** `/exchange/my-post`: my posts with their state and the offers each received; one post open at a time (`?post=`). */
export function MyPostsView({ viewerId, status, page, openPost, onChange }: Props) {
  const { data, isLoading, isFetching, isError, error, refetch } = useMyExchangePostsQuery({
    page,
    page_size: MY_POSTS_PAGE_SIZE,
    status: status === 'all' ? undefined : status,
  });
  const [editing, setEditing] = useState<ExchangePost | 'new' | null>(null);

  return (
    <div className="cg-board-feed">
      <div className="cg-board-feed__bar">
        <Segmented
          aria-label="Lọc theo trạng thái"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(s) => onChange({ status: s as MyPostsStatus, page: 1, post: null })}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ marginInlineStart: 'auto' }}>
          Đăng bài trao đổi
        </Button>
      </div>
      {isLoading ? (
        <div role="status" aria-label="Đang tải bài đăng">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : isError ? (
        <LoadError
          message="Không tải được bài đăng của bạn"
          description={(error as { message?: string } | undefined)?.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !data?.items.length ? (
        <Empty description="Bạn chưa có bài đăng trao đổi nào" />
      ) : (
        <>
          <Collapse
            accordion
            activeKey={openPost ?? undefined}
            onChange={(keys) => onChange({ post: (Array.isArray(keys) ? keys[0] : keys) ?? null })}
            items={data.items.map((p) => ({
              key: p.id,
              label: (
                <span className="cg-tag-line">
                  <Tag color={STATUS_COLORS[p.status]}>{EXCHANGE_POST_STATUS_LABELS[p.status]}</Tag>
                  {p.content.length > 80 ? `${p.content.slice(0, 80)}…` : p.content}
                </span>
              ),
              extra: (
                <span className="cg-board-muted">
                  {p.offer_count} đề nghị đang chờ · <DateTime value={p.created_at} />
                </span>
              ),
              children: <PostBody post={p} onEdit={() => setEditing(p)} />,
            }))}
          />
          <Pagination
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
        <PostFormModal
          post={editing === 'new' ? null : editing}
          viewerId={viewerId}
          onClose={() => setEditing(null)}
          onDone={(p) => {
            setEditing(null);
            onChange({ post: p.id });
          }}
        />
      ) : null}
    </div>
  );
}
