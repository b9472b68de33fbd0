// Every table of the database, gathered for Drizzle and drizzle-kit.
export * from '../modules/users/users.schema.js';
export * from '../modules/addresses/addresses.schema.js';
export * from '../modules/auth/auth.schema.js';
export * from '../lib/jobs.schema.js';
export * from '../integrations/dev-messages.schema.js';
export * from '../modules/catalog/catalog.schema.js';
export * from '../modules/kits/kits.schema.js';
export * from '../modules/shops/shops.schema.js';
export * from '../modules/cart/cart.schema.js';
export * from '../modules/ledger/ledger.schema.js';
export * from '../modules/wallet/wallet.schema.js';
export * from '../modules/orders/orders.schema.js';
export * from '../modules/shipping/shipping.schema.js';
export * from '../modules/notifications/notifications.schema.js';
export * from '../modules/audit/audit.schema.js';
export * from '../integrations/carrier/simulated.schema.js';
export * from '../modules/plans/plans.schema.js';
