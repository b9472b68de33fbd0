// The storefront module's public surface.
export { storefrontRoutes, type StorefrontRoutesOptions } from './storefront.routes.js';
export { searchCondition, searchTerms } from './search.js';
