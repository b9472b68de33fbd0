import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  boardFiltersFromParams,
  openPostId,
  paramsFromBoardFilters,
  signInPath,
  withBoardFilters,
  type BoardFilters,
} from '@/features/exchange/board-filters';
import { BoardFeed } from '@/features/exchange/components/board-feed';
import { useCatalogOptions } from '@/features/catalog';
import { useCurrentUser } from '@/features/session';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';

// a post's drawer (photos viewer, drawer) loads when a post is opened, not with the board
const PostDetailDrawer = lazy(() =>
  import('@/features/exchange/components/post-detail-drawer').then((m) => ({ default: m.PostDetailDrawer })),
);
// the post form (and the zod rules it checks with) loads only when a member opens it
const ReportButton = lazy(() => import('@/features/flags/components/report-button').then((m) => ({ default: m.ReportButton })));
const PostFormModal = lazy(() => import('@/features/exchange/components/post-form-modal').then((m) => ({ default: m.PostFormModal })));

/**
 * `/exchange` and `/exchange/list`, open to everyone: the open posts with search, grade, series and
 * scale filters and pages, a post's detail in a drawer (`?post=<id>`); members post and make offers.
 */
export default function ExchangeListPage() {
  const { params, setAll } = useQueryParams();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const [posting, setPosting] = useState(false);
  const filters = useMemo(() => boardFiltersFromParams(params), [params]);
  const postId = openPostId(params);
  const canonical = paramsFromBoardFilters(filters, postId).toString();

  const catalog = useCatalogOptions();

  // junk parameters and defaults become the one canonical address, without a history entry
  useEffect(() => {
    if (params.toString() !== canonical) setAll(new URLSearchParams(canonical), { replace: true });
  }, [params, canonical, setAll]);

  const apply = (next: BoardFilters, post: string | null = null) => setAll(paramsFromBoardFilters(next, post));
  const signIn = () => navigate(signInPath(`${location.pathname}${location.search}`));

  return (
    <section className="cg-page">
      <PageHeading
        title="Bảng tin trao đổi"
        description="Bài đăng của các thành viên muốn đổi mô hình Gundam với nhau. Tiền bù được hệ thống tạm giữ đến khi hai bên nhận hàng."
      />
      <BoardFeed
        filters={filters}
        onChange={(patch) => apply(withBoardFilters(filters, patch))}
        onClear={() => apply({ page: 1 })}
        onOpen={(id) => apply(filters, id)}
        gradeOptions={catalog.gradeOptions}
        seriesOptions={catalog.seriesOptions}
        catalogLoading={catalog.loading}
        postAction={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => (user ? setPosting(true) : signIn())}>
            Đăng bài trao đổi
          </Button>
        }
      />
      {postId ? (
        <Suspense fallback={null}>
          <PostDetailDrawer
            postId={postId}
            viewerId={user?.id ?? null}
            onClose={() => apply(filters)}
            onSignIn={signIn}
            report={(post) => (
              // the post and its poster are reported apart: a moderator hides a post, but locks a person
              <Suspense fallback={null}>
                <Flex justify="flex-end" gap={4} wrap>
                  <ReportButton
                    targetType="exchange_post"
                    targetId={post.id}
                    targetName={`Bài đăng trao đổi của ${post.poster.full_name}`}
                    viewerId={user?.id ?? null}
                    ownerId={post.poster.id}
                    onSignIn={signIn}
                    label="Báo cáo bài đăng"
                  />
                  <ReportButton
                    targetType="user"
                    targetId={post.poster.id}
                    targetName={post.poster.full_name}
                    viewerId={user?.id ?? null}
                    ownerId={post.poster.id}
                    onSignIn={signIn}
                    label="Báo cáo người đăng"
                  />
                </Flex>
              </Suspense>
            )}
          />
        </Suspense>
      ) : null}
      {posting && user ? (
        <Suspense fallback={null}>
          <PostFormModal
            post={null}
            viewerId={user.id}
            onClose={() => setPosting(false)}
            onDone={(p) => {
              setPosting(false);
              apply(withBoardFilters(filters, {}), p.id);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
