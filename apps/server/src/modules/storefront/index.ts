// The storefront module's public surface: what guests browse.
import type { AppModule } from '../../lib/module.js';
import { storefrontRoutes, type StorefrontRoutesOptions } from './storefront.routes.js';

export function createStorefrontModule(deps: StorefrontRoutesOptions) {
  return { routes: storefrontRoutes(deps) } satisfies AppModule;
}
