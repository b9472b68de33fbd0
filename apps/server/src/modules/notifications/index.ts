// The notifications module's public surface: notify() inside the business transaction, the live hub.
import type { Database } from '../../db/client.js';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_STREAMS_PER_USER } from '@cho-gundam/contracts';
import type { Clock } from '../../lib/clock.js';
import type { AppModule } from '../../lib/module.js';
import { NotificationHub } from './hub.js';
import { notificationsRoutes } from './notifications.routes.js';
import { notificationsService } from './notifications.service.js';
import { setNotificationEmailBaseUrl } from './notify.js';

export {
  notify,
  notifyMany,
  notifyEach,
  presentNotification,
  NOTIFICATION_CHANNEL,
  recheckStreamsOf,
  type NotifyInput,
  type NotificationType,
  type NotificationWire,
} from './notify.js';
export type { NotificationHub } from './hub.js';

/** Stored notifications, their HTTP calls and the SSE stream fed by LISTEN/NOTIFY (docs/domain/notifications.md). */
export function createNotificationsModule(deps: { database: Database; clock: Clock; appUrl: string; log: FastifyBaseLogger }) {
  const service = notificationsService({ db: deps.database.db, clock: deps.clock });
  // emails carry absolute links to the site
  setNotificationEmailBaseUrl(deps.appUrl);
  const hub = new NotificationHub(deps.database, (id) => service.load(id), deps.log, NOTIFICATION_STREAMS_PER_USER);
  return { routes: notificationsRoutes({ service, hub }), hub } satisfies AppModule & { hub: NotificationHub };
}
