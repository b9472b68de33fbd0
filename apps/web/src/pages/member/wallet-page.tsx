import { EmptyPage } from '@/shared/ui/empty-page';

/** `/member/profile/wallet`: balance, top-ups, withdrawals, history. */
export default function WalletPage() {
  return (
    <EmptyPage
      title="Ví & Giao dịch"
      description="Số dư ví, nạp tiền, rút tiền và lịch sử giao dịch."
      emptyText="Chưa có giao dịch nào trong ví của bạn"
    />
  );
}
