export { listProvinces, lookupWard, wardsOf, type RegionLookup } from './regions.registry.js';
export { regionsRoutes } from './regions.routes.js';
