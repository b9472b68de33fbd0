// The catalog module's public surface: grades and series (reference data).
export { catalogRoutes } from './catalog.routes.js';
export { listGrades } from './catalog.repository.js';
export { grades } from './catalog.schema.js';
