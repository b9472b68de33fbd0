import { EmptyPage } from '@/shared/ui/empty-page';

/** `/moderator/transaction-management`: withdrawal requests. */
export default function TransactionManagementPage() {
  return (
    <EmptyPage
      title="Giao dịch & rút tiền"
      description="Xử lý yêu cầu rút tiền và tra cứu giao dịch ví."
      emptyText="Chưa có yêu cầu rút tiền nào"
    />
  );
}
