import { Link, useParams } from 'react-router';
import { Result } from 'antd';
import { useAddressesQuery } from '@/features/addresses/addresses-api';
import { TradeDetail } from '@/features/exchange/components/trade-detail';
import { useCurrentUser } from '@/features/session';
import { usePageTitle } from '@/shared/hooks/use-page-title';

/** `/exchange/detail/:id`: one exchange between two members, step by step (only the two sides see it). */
export default function ExchangeDetailPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const addresses = useAddressesQuery(user?.id ?? '', { skip: !user });
  usePageTitle('Chi tiết giao dịch trao đổi');
  if (!user)
    return (
      <Result
        status="403"
        title="Đăng nhập để xem giao dịch"
        subTitle="Chỉ hai bên của giao dịch trao đổi mới xem được trang này."
        extra={<Link to={`/member/login?redirect=${encodeURIComponent(`/exchange/detail/${id}`)}`}>Đăng nhập</Link>}
      />
    );
  // another trade is another page: nothing (payment attempt, dialogs) carries over
  return <TradeDetail key={id} id={id} userId={user.id} addresses={addresses} />;
}
