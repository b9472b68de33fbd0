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
  /** the staff queues this module owns (the moderator dashboard counts them) */
  queues?: StaffQueue[];
}

/** What services that queue work call after their transaction committed, so it runs at once. */
export interface JobsPoke {
  poke(): void;
}

/**
 * A queue of staff work (pending auction requests, withdrawals, open complaints…): the module that
 * owns it declares it in its factory's `queues`, and `composition.ts` hands every one to the
 * moderator dashboard at start-up, which shows only the queues registered.
 */
export interface StaffQueue {
  /** stable key, e.g. `withdrawals` */
  key: string;
  /** what the card says, in Vietnamese */
  label: string;
  /** the web page that works the queue */
  path: string;
  /** how many items wait now (one indexed count) */
  count(): Promise<number>;
}
