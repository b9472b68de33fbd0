import { z } from 'zod';

// Vietnamese defaults for every message we did not write by hand (seed §5: the UI library's defaults).
z.config(z.locales.vi());

export * from './constants.js';
export * from './errors.js';
export * from './fields.js';
export * from './users.js';
export * from './auth.js';
export * from './addresses.js';
export * from './pagination.js';
export * from './format.js';
export * from './text.js';
export * from './catalog.js';
export * from './kits.js';
export * from './shops.js';
export * from './cart.js';
export * from './storefront.js';
export * from './wallet-history.js';
export * from './wallet-labels.js';
export * from './wallet.js';
export * from './web-routes.js';
export * from './order-labels.js';
export * from './checkout.js';
export * from './orders.js';
export * from './seller-reports.js';
export * from './notifications.js';
export * from './auction-rules.js';
export * from './auctions.js';
export * from './exchanges.js';
export * from './flag-labels.js';
export * from './flags.js';
export * from './back-office-money.js';
export * from './back-office-users.js';
export * from './dashboards.js';
export * from './platform-settings.js';
export * from './audit-log.js';
export * from './exchange-moderation.js';
