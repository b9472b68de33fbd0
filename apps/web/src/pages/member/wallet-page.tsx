import { Result } from 'antd';
import { WalletOverview } from '@/features/wallet/components/wallet-overview';
import { useAppSelector } from '@/shared/hooks/store';

/** `/member/profile/wallet`: balance, top-ups, withdrawals, history. */
export default function WalletPage() {
  const user = useAppSelector((s) => s.auth.user);
  if (!user) return <Result status="403" title="Bạn chưa đăng nhập" subTitle="Vui lòng đăng nhập để xem ví của bạn." />;
  return <WalletOverview />;
}
