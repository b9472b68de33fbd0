// The flags module's public surface ("Báo cáo vi phạm", docs/domain/flags.md): members report a
// listing, an auction, a user or an exchange post; moderators hide, warn or lock the owner, or dismiss.
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import type { AppModule, JobsPoke } from '../../lib/module.js';
import type { OwnerLocker } from './flag-outcomes.js';
import { countGroups } from './flags.repository.js';
import { flagsRoutes } from './flags.routes.js';
import { flagsService } from './flags.service.js';

export { flags } from './flags.schema.js';
export { flagsAgainstMember } from './flags-of-member.js';
// user management's lock resolves the member's open reports as a user (docs/domain/flags.md)
export { resolveFlagsOfLockedUser, type OwnerLocker } from './flag-outcomes.js';

export function createFlagsModule(deps: { db: Db; clock: Clock; storage: Pick<Storage, 'url'>; jobs: JobsPoke; lockOwner: OwnerLocker }) {
  const service = flagsService(deps);
  return {
    routes: flagsRoutes(service),
    service,
    // the moderator dashboard's card: reported targets waiting for a decision (not single reports)
    queues: [
      { key: 'flags', label: 'Báo cáo vi phạm chờ xử lý', path: '/moderator/flags', count: () => countGroups(deps.db, 'open', undefined) },
    ],
  } satisfies AppModule & { service: object };
}
