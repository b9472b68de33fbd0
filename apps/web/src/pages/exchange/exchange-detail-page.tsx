import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Result } from 'antd';
import { useAddressesQuery } from '@/features/addresses/addresses-api';
import { TradeDetail } from '@/features/exchange/components/trade-detail';
import { useCurrentUser } from '@/features/session';
import { PageHeading } from '@/shared/ui/page-heading';

// like the board's post drawer: the report button is not part of the trade's first paint
const ReportButton = lazy(() => import('@/features/flags/components/report-button').then((m) => ({ default: m.ReportButton })));

/** `/exchange/detail/:id`: one exchange between two members, step by step (only the two sides see it). */
export default function ExchangeDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const addresses = useAddressesQuery(user?.id ?? '', { skip: !user });
  if (!user)
    return (
      <section className="cg-page">
        <PageHeading title="Chi tiết giao dịch trao đổi" />
        <Result
          status="403"
          title="Đăng nhập để xem giao dịch"
          subTitle="Chỉ hai bên của giao dịch trao đổi mới xem được trang này."
          extra={<Link to={`/member/login?redirect=${encodeURIComponent(`/exchange/detail/${id}`)}`}>Đăng nhập</Link>}
        />
      </section>
    );
  // another trade is another page: nothing (payment attempt, dialogs) carries over
  return (
    <TradeDetail
      key={id}
      id={id}
      userId={user.id}
      addresses={addresses}
      report={(partner) => (
        <Suspense fallback={null}>
          <ReportButton
            targetType="user"
            targetId={partner.id}
            targetName={`${partner.full_name} (người trao đổi với bạn)`}
            viewerId={user.id}
            ownerId={partner.id}
            onSignIn={() => navigate(`/member/login?redirect=${encodeURIComponent(location.pathname + location.search)}`)}
          />
        </Suspense>
      )}
    />
  );
}
