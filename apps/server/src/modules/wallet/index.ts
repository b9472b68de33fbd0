// The wallet module's public surface.
export { walletRoutes } from './wallet.routes.js';
export { TOPUP_QUERY_JOB } from './topups.service.js';
