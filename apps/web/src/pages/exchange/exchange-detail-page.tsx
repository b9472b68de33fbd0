import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { User } from '@cho-gundam/contracts';
import { useAddressesResource } from '@/features/addresses/addresses-resource';
import { TRADE_TITLE, TradeDetail, tradeLoading } from '@/features/exchange/components/trade-detail';
import { useCurrentUser, useSession } from '@/features/session';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageResult } from '@/shared/ui/page-result';

// like the board's post drawer: the report button is not part of the trade's first paint
const ReportButton = lazy(() => import('@/features/flags/components/report-button').then((m) => ({ default: m.ReportButton })));

/** `/exchange/detail/:id`: one exchange between two members, step by step (only the two sides see it). */
export default function ExchangeDetailPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const { status } = useSession();
  // a member opening the link cold is not known until the start-up's session check answers: the
  // trade's loading panel meanwhile, not a flash of "sign in" (whose picture also loaded antd's Result)
  if (!user && status === 'checking') return tradeLoading();
  if (!user)
    return (
      <section className="cg-page">
        <PageHeading title={TRADE_TITLE} />
        <PageResult
          status="403"
          title="Đăng nhập để xem giao dịch"
          subTitle="Chỉ hai bên của giao dịch trao đổi mới xem được trang này."
          extra={<Link to={`/member/login?redirect=${encodeURIComponent(`/exchange/detail/${id}`)}`}>Đăng nhập</Link>}
        />
      </section>
    );
  // another trade is another page: nothing (payment attempt, dialogs) carries over
  return <SignedInTrade key={id} id={id} user={user} />;
}

/**
 * The trade for a signed-in member, with the address book read by the shell's HTTP client (not RTK
 * Query, issue 13; read again after an address command, addresses-resource.ts).
 */
function SignedInTrade({ id, user }: { id: string; user: Pick<User, 'id'> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const book = useAddressesResource(user.id);
  const addresses = {
    data: book.currentData,
    isLoading: book.currentData === undefined && book.isFetching,
    isFetching: book.isFetching,
    isError: book.error !== undefined,
    error: book.error,
    refetch: book.refetch,
  };
  return (
    <TradeDetail
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
