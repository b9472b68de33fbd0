// The back-office dashboards (docs/domain/back-office.md, "Dashboards"): the moderator's queues and
// trends, the admin's platform figures. Read-only; every figure comes from another module's index.
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AppModule, StaffQueue } from '../../lib/module.js';
import { dashboardsRoutes } from './dashboards.routes.js';
import { dashboardsService } from './dashboards.service.js';

export function createDashboardsModule(deps: { db: Db; clock: Clock }) {
  // filled at start-up by composition.ts from every module's `queues`, in registration order
  const queues: StaffQueue[] = [];
  const service = dashboardsService(deps, queues);
  return {
    routes: dashboardsRoutes(service),
    /** adds a queue to the moderator dashboard (composition.ts, at start-up) */
    registerQueue(queue: StaffQueue) {
      if (queues.some((q) => q.key === queue.key)) throw new Error(`Hàng đợi ${queue.key} đã được đăng ký`);
      queues.push(queue);
    },
    service,
  } satisfies AppModule & { registerQueue(q: StaffQueue): void; service: object };
}
