// The user-admin module's public surface: moderator user management and admin staff accounts
// (docs/domain/back-office.md). Nothing imports it; it reads the other modules through their indexes.
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AppModule, JobsPoke } from '../../lib/module.js';
import { membersService } from './members.service.js';
import { staffService } from './staff.service.js';
import { userAdminRoutes } from './user-admin.routes.js';

// the demo data locks and warns the way a moderator does
export { lockAccount, warnAccount } from './members.service.js';
// the flags module's "Khóa tài khoản chủ sở hữu" (composition.ts hands it over: flags sits below this module)
export { lockReportedOwner } from './members.service.js';

export function createUserAdminModule(deps: { db: Db; clock: Clock; jobs: JobsPoke; appUrl: string }) {
  const members = membersService(deps);
  const staff = staffService(deps);
  return { routes: userAdminRoutes({ members, staff }) } satisfies AppModule;
}
