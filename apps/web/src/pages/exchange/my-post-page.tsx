import { Navigate } from 'react-router';
import { MyPostsView, type MyPostsStatus } from '@/features/exchange/components/my-posts-view';
import { useCurrentUser } from '@/features/session';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';

const STATUSES = ['all', 'open', 'closed', 'traded'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/exchange/my-post`: my posts on the board, each with the offers it received (`?status=&page=&post=`). */
export default function MyExchangePostsPage() {
  const user = useCurrentUser();
  const { params, update } = useQueryParams();
  if (!user) return <Navigate to="/member/login?redirect=%2Fexchange%2Fmy-post" replace />;
  const s = params.get('status') ?? 'all';
  const page = Number(params.get('page'));
  const post = params.get('post');
  return (
    <section className="cg-page">
      <PageHeading
        title="Bài đăng trao đổi của tôi"
        description="So sánh các đề nghị nhận được, yêu cầu chỉnh sửa, từ chối hoặc chấp nhận để bắt đầu giao dịch."
      />
      <MyPostsView
        viewerId={user.id}
        status={(STATUSES.includes(s) ? s : 'all') as MyPostsStatus}
        page={Number.isInteger(page) && page > 0 ? page : 1}
        openPost={post && UUID.test(post) ? post : null}
        onChange={(patch) =>
          update({
            ...('status' in patch ? { status: patch.status === 'all' ? null : patch.status } : {}),
            ...('page' in patch ? { page: patch.page === 1 ? null : patch.page } : {}),
            ...('post' in patch ? { post: patch.post } : {}),
          })
        }
      />
    </section>
  );
}
