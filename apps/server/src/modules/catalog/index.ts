// The catalog module's public surface: grades and series (reference data).
import type { Db } from '../../db/client.js';
import type { AppModule } from '../../lib/module.js';
import { catalogRoutes } from './catalog.routes.js';

export { listGrades } from './catalog.repository.js';
export { grades } from './catalog.schema.js';

export function createCatalogModule(deps: { db: Db }) {
  return { routes: catalogRoutes(deps) } satisfies AppModule;
}
