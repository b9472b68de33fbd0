import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  broadcastNotificationBody,
  broadcastNotificationResponse,
  markAllReadResponse,
  notificationIdParams,
  notificationListQuery,
  notificationListResponse,
  notificationSchema,
  NOTIFICATIONS,
  unreadCountResponse,
} from '@cho-gundam/contracts';
import { tooManyRequests } from '../../lib/errors.js';
import { caller } from '../../plugins/auth-guard.js';
import type { NotificationHub, StreamConnection } from './hub.js';
import type { NotificationsService } from './notifications.service.js';
import type { NotificationWire } from './notify.js';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** A stream whose client stopped reading is dropped once this much is waiting in its buffer. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const notificationsRoutes =
  ({ service, hub }: { service: NotificationsService; hub: NotificationHub }): FastifyPluginAsyncZod =>
  async (app) => {
    await hub.start();
    // open streams never finish by themselves: end them before the server waits for in-flight requests
    app.addHook('preClose', async () => {
      await hub.stop();
    });
    app.addHook('onClose', async () => {
      await hub.stop();
    });

    app.get(
      '/notifications',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Thông báo của tôi, mới nhất trước (limit ≤ 50, cursor = next_cursor của trang trước)',
          querystring: notificationListQuery,
          response: { 200: notificationListResponse },
        },
      },
      async (req) => service.list(caller(req).userId, req.query),
    );

    app.get(
      '/notifications/unread-count',
      {
        preHandler: app.authenticate,
        schema: { tags, security, summary: 'Số thông báo chưa đọc', response: { 200: unreadCountResponse } },
      },
      async (req) => service.unreadCount(caller(req).userId),
    );

    const markOne = {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Đánh dấu một thông báo đã đọc',
        params: notificationIdParams,
        response: { 200: notificationSchema },
      },
    };
    app.patch('/notifications/:id/read', markOne, async (req) => service.markRead(caller(req).userId, req.params.id));
    app.post('/notifications/:id/read', markOne, async (req) => service.markRead(caller(req).userId, req.params.id));

    const markAll = {
      preHandler: app.authenticate,
      schema: { tags, security, summary: 'Đánh dấu tất cả thông báo đã đọc', response: { 200: markAllReadResponse } },
    };
    app.patch('/notifications/read-all', markAll, async (req) => service.markAllRead(caller(req).userId));
    app.post('/notifications/read-all', markAll, async (req) => service.markAllRead(caller(req).userId));

    app.post(
      '/notifications/broadcast',
      {
        preHandler: app.allow('notification.broadcast'),
        schema: {
          tags,
          security,
          summary: 'Quản trị: gửi thông báo hệ thống tới mọi tài khoản đang hoạt động',
          body: broadcastNotificationBody,
          response: { 201: broadcastNotificationResponse },
        },
      },
      async (req, reply) => reply.status(201).send(await service.broadcast(req.body)),
    );

    app.get(
      '/notifications/stream',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary:
            'Luồng sự kiện (text/event-stream) thông báo mới của người đang đăng nhập. Xác thực bằng header Authorization như mọi API (đọc bằng fetch). ' +
            'Sự kiện: ready, notification (data = thông báo), resync (hãy tải lại danh sách); dòng chú thích mỗi 25 giây.',
          response: { 200: z.string().describe('text/event-stream') },
        },
      },
      async (req, reply) => {
        const { userId, sessionId } = caller(req);
        const raw = reply.raw;
        let closed = false;
        let heartbeat: NodeJS.Timeout | null = null;
        const recheck = () => {
          service.sessionAlive(userId, sessionId).then(
            (alive) => {
              if (!alive) conn.close();
            },
            () => undefined,
          );
        };
        const write = (chunk: string) => {
          if (closed) return;
          if (raw.writableLength > MAX_BUFFERED_BYTES) return conn.close();
          raw.write(chunk);
        };
        const conn: StreamConnection = {
          userId,
          send: (n: NotificationWire) => write(`id: ${n.id}\nevent: notification\ndata: ${JSON.stringify(n)}\n\n`),
          resync: () => write('event: resync\ndata: {}\n\n'),
          close: () => {
            if (closed) return;
            closed = true;
            if (heartbeat) clearInterval(heartbeat);
            hub.remove(conn);
            raw.end();
          },
          recheck,
        };
        // read before the stream starts, so a database failure is an ordinary error answer
        const unread = await service.unreadCount(userId);
        if (!hub.add(conn)) {
          throw tooManyRequests(
            'rate_limited',
            'Bạn đang mở quá nhiều cửa sổ nhận thông báo. Vui lòng đóng bớt rồi thử lại.',
            NOTIFICATIONS.retryMs / 1000,
          );
        }
        reply.hijack();
        // cleanup first: whatever happens next, a closed connection leaves the hub
        req.raw.on('close', () => conn.close());
        raw.on('error', () => conn.close());
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // proxies (nginx) must pass events through at once
          'x-accel-buffering': 'no',
        });
        // a real TCP socket (not the in-process one of app.inject): events go out at once
        if (typeof raw.socket?.setNoDelay === 'function') {
          raw.socket.setNoDelay(true);
          raw.socket.setKeepAlive(true);
        }
        // reconnect hint for EventSource-style clients; the unread count lets the bell catch up at once
        write(`retry: ${NOTIFICATIONS.retryMs}\nevent: ready\ndata: ${JSON.stringify(unread)}\n\n`);
        heartbeat = setInterval(() => {
          write(': heartbeat\n\n');
          recheck();
        }, hub.heartbeatMs);
        heartbeat.unref();
      },
    );
  };
