// The regions module's public surface: Vietnam's 34 provinces and 3,321 wards (reference data).
import type { AppModule } from '../../lib/module.js';
import { regionsRoutes } from './regions.routes.js';

export { listProvinces, lookupWard, wardsOf, type RegionLookup } from './regions.registry.js';

export function createRegionsModule() {
  return { routes: regionsRoutes } satisfies AppModule;
}
