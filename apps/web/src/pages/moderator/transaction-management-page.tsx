import { TransactionManagement } from '@/features/wallet/components/moderator/transaction-management';

/** `/moderator/transaction-management`: withdrawal requests, top-ups, reconciliation. */
export default function TransactionManagementPage() {
  return <TransactionManagement />;
}
