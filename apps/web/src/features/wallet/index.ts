export { WalletOverview } from './components/wallet-overview';
export { TransactionManagement } from './components/moderator/transaction-management';
