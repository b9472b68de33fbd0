import type { FastifyPluginAsync } from 'fastify';
import type { BoundJob } from './jobs.js';

/**
 * What a domain module hands to the app (docs/architecture.md, "Modules"). Each module's
 * `index.ts` has a factory `createXModule(deps)` that builds its services once from explicit
 * dependencies and returns its routes (registered under /api/v1), the jobs its services run
 * (registered with the job runner at boot), and the functions other modules may call.
 * `composition.ts` calls the factories in dependency order.
 */
export interface AppModule {
  /** the module's HTTP routes, mounted under /api/v1 */
  routes?: FastifyPluginAsync;
  /** routes outside /api/v1 (e.g. the development mailbox page) */
  rootRoutes?: FastifyPluginAsync;
  jobs?: BoundJob[];
}

/** What services that queue work call after their transaction committed, so it runs at once. */
export interface JobsPoke {
  poke(): void;
}
