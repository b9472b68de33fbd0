// The users module's public surface: profiles and avatars; the users table itself.
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import type { AppModule } from '../../lib/module.js';
import { usersRoutes } from './users.routes.js';
import { usersService } from './users.service.js';

export { presentPublicUser, presentUser, type UserRow } from './users.presenter.js';
export { findUserById, lockActiveAdmins, lockUser, setAccountLock, setUserRole } from './users.repository.js';
export { userMatches, userSearchWords } from './users.search.js';
export { userIdentities, userNameSortKey, users } from './users.schema.js';
export { countMembers, newMembersPerDay } from './users.stats.js';

export function createUsersModule(deps: { db: Db; clock: Clock; storage: Storage }) {
  const service = usersService(deps);
  return { routes: usersRoutes(service) } satisfies AppModule;
}
