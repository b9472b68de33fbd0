// The shops module's public surface: other modules import only this file.
export { shopsRoutes } from './shops.routes.js';
export { sellersRoutes, type SellersRoutesOptions } from './sellers.routes.js';
export { currentUsage } from './shops.service.js';
export { subscriptionUsage, hasListingLeft } from './subscription.js';
export { activeSubscription, countPublished, findShopByOwner, TRIAL_PLAN_CODE } from './shops.repository.js';
export { decidePurchase, PLAN_JOURNAL_KINDS, PLAN_SWEEP_JOB } from './plan-purchase.service.js';
