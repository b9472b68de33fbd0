import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Drawer, Skeleton, Tag } from 'antd';
import { Avatar } from '@/shared/ui/avatar';
import { SwapOutlined, UserOutlined } from '@ant-design/icons';
import type { ExchangePost } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { useExchangePostQuery } from '../exchange-board-api';
import { myPostPath } from '../my-posts-logic';
import { BoardKitList } from './board-kits';
import { PostPhotos } from './post-photos';
import './board.css';

// the offer form (and the zod rules it checks with) loads only when a member opens it
const OfferFormModal = lazy(() => import('./offer-form-modal').then((m) => ({ default: m.OfferFormModal })));

interface Props {
  postId: string | null;
  /** the signed-in member, or null for a guest */
  viewerId: string | null;
  onClose: () => void;
  /** a guest clicked an action: sign in and come back */
  onSignIn: () => void;
  /** "Báo cáo vi phạm" for this post (the page brings it from the flags feature) */
  report?: (post: ExchangePost) => ReactNode;
}

/** A post opened from the board (`?post=<id>`): photos, text, every kit, offers, and "Gửi đề nghị trao đổi". */
export function PostDetailDrawer({ postId, viewerId, onClose, onSignIn, report }: Props) {
  const { data: post, isLoading, isFetching, isError, error, refetch } = useExchangePostQuery(postId ?? '', { skip: !postId });
  const [offering, setOffering] = useState(false);
  const [sent, setSent] = useState(false);
  const mine = !!post && !!viewerId && post.poster.id === viewerId;
  const status = (error as { status?: number } | undefined)?.status;
  const notFound = status === 404;
  // a moderator hid the post after reports: the server answers 410 with "Nội dung đã bị ẩn"
  const hidden = status === 410;

  const offer = () => (viewerId ? setOffering(true) : onSignIn());
  return (
    <Drawer open={!!postId} onClose={onClose} title="Chi tiết bài đăng trao đổi" size="large" destroyOnHidden>
      {isLoading ? (
        <div role="status" aria-label="Đang tải bài đăng">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : isError || !post ? (
        notFound ? (
          <Alert type="warning" showIcon title="Không tìm thấy bài đăng trao đổi này" />
        ) : hidden ? (
          <Alert
            type="warning"
            showIcon
            title={(error as { message?: string } | undefined)?.message ?? 'Nội dung đã bị ẩn'}
            description="Bài đăng này đã bị ẩn sau khi được báo cáo vi phạm."
          />
        ) : (
          <LoadError
            message="Không tải được bài đăng"
            description={(error as { message?: string } | undefined)?.message}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        )
      ) : (
        <article aria-label="Bài đăng trao đổi">
          <div className="cg-board-card__meta">
            <span>
              <Avatar size="small" src={post.poster.avatar_url ?? undefined} icon={<UserOutlined />} /> {post.poster.full_name}
            </span>
            <DateTime value={post.created_at} />
            <Tag>{post.offer_count} đề nghị đang chờ</Tag>
            {post.status !== 'open' ? <Tag color="default">Bài đăng đã đóng</Tag> : null}
          </div>
          <p style={{ whiteSpace: 'pre-line' }}>{post.content}</p>
          <PostPhotos post={post} />
          <section className="cg-board-section">
            <h3>Mô hình muốn đổi ({post.kits.length})</h3>
            <BoardKitList kits={post.kits} label="Mô hình của bài đăng" />
          </section>
          <div className="cg-board-actions">
            {mine ? (
              <Alert
                type="info"
                showIcon
                title="Đây là bài đăng của bạn"
                action={<Link to={myPostPath(post.id)}>Xem đề nghị nhận được</Link>}
              />
            ) : post.my_offer ? (
              <Alert
                type="info"
                showIcon
                title="Bạn đã gửi một đề nghị cho bài đăng này"
                action={<Link to="/exchange/manage">Xem đề nghị đã gửi</Link>}
              />
            ) : post.status === 'open' ? (
              <Button type="primary" icon={<SwapOutlined />} onClick={offer}>
                Gửi đề nghị trao đổi
              </Button>
            ) : null}
            {sent ? <Alert type="success" showIcon title="Đã gửi đề nghị trao đổi" /> : null}
          </div>
          {report ? <div className="cg-board-report">{report(post)}</div> : null}
          {offering && viewerId ? (
            <Suspense fallback={<Skeleton active />}>
              <OfferFormModal
                post={post}
                offer={null}
                viewerId={viewerId}
                onClose={() => setOffering(false)}
                onDone={() => {
                  setOffering(false);
                  setSent(true);
                }}
              />
            </Suspense>
          ) : null}
        </article>
      )}
    </Drawer>
  );
}
