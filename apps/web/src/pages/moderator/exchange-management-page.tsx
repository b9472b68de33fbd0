import { ExchangeManagement } from '@/features/exchange-moderation';

/** `/moderator/exchange-management`: the trades' queue, one trade's story and the moderator's decision. */
export default function ExchangeManagementPage() {
  return <ExchangeManagement />;
}
