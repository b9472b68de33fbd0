// The moderators' exchange management (docs/domain/exchanges.md, "Moderator decisions").
export { ExchangeManagement } from './components/exchange-management';
