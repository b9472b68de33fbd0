// The settings module's public surface (docs/domain/back-office.md): the admin's platform settings
// and their history. Services read a value with the ledger's `platformSetting`, not through here.
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AppModule } from '../../lib/module.js';
import { settingsRoutes } from './settings.routes.js';
import { settingsService } from './settings.service.js';

export { platformSettingChanges } from './settings.schema.js';

export function createSettingsModule(deps: { db: Db; clock: Clock }) {
  const settings = settingsService(deps);
  return { routes: settingsRoutes({ settings }) } satisfies AppModule;
}
