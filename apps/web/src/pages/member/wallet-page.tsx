import { useSelector } from 'react-redux';
import { Result } from 'antd';
import { selectStoredUser } from '@/features/session';
import { WalletOverview } from '@/features/wallet/components/wallet-overview';

/** `/member/profile/wallet`: balance, top-ups, withdrawals, history. */
export default function WalletPage() {
  const user = useSelector(selectStoredUser);
  if (!user) return <Result status="403" title="Bạn chưa đăng nhập" subTitle="Vui lòng đăng nhập để xem ví của bạn." />;
  return <WalletOverview />;
}
