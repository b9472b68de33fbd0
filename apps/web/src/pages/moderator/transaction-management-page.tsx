import { useSelector } from 'react-redux';
import { selectStoredUser } from '@/features/session';
import { TransactionManagement } from '@/features/wallet/components/moderator/transaction-management';

/** `/moderator/transaction-management`: withdrawal requests, top-ups, reconciliation. */
export default function TransactionManagementPage() {
  const me = useSelector(selectStoredUser);
  return <TransactionManagement viewerId={me?.id} />;
}
