import {
  platformSettingHistoryQuery,
  platformSettingHistoryResponse,
  platformSettingsSchema,
  platformSettingsUpdateBody,
  publicPlatformSettingsSchema,
} from '@cho-gundam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../plugins/auth-guard.js';
import type { SettingsService } from './settings.service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Platform settings, admins only (guest 401, member, seller and moderator 403); the public values for everyone. */
export const settingsRoutes =
  ({ settings }: { settings: SettingsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/settings/public',
      {
        schema: {
          tags: ['settings'],
          summary: 'Các cài đặt thành viên được biết (phí sàn, tiền cọc, thời hạn, hạn mức rút tiền), chỉ đọc',
          response: { 200: publicPlatformSettingsSchema },
        },
      },
      // a change applies at once: no cache
      async (_req, reply) => reply.header('cache-control', 'no-cache').send(await settings.publicValues()),
    );
    app.get(
      '/admin/settings',
      {
        onRequest: app.allow('settings.manage'),
        schema: {
          tags,
          security,
          summary: 'Cài đặt của sàn (giá trị đang áp dụng và mặc định)',
          response: { 200: platformSettingsSchema },
        },
      },
      async (req) => settings.get(caller(req)),
    );
    app.put(
      '/admin/settings',
      {
        onRequest: app.allow('settings.manage'),
        schema: {
          tags,
          security,
          summary: 'Thay đổi cài đặt của sàn (áp dụng cho lần dùng tiếp theo; ghi lịch sử và nhật ký thao tác)',
          body: platformSettingsUpdateBody,
          response: { 200: platformSettingsSchema },
        },
      },
      async (req) => settings.update(caller(req), req.body),
    );
    app.get(
      '/admin/settings/history',
      {
        onRequest: app.allow('settings.manage'),
        schema: {
          tags,
          security,
          summary: 'Lịch sử thay đổi cài đặt: ai, khi nào, giá trị cũ → mới',
          querystring: platformSettingHistoryQuery,
          response: { 200: platformSettingHistoryResponse },
        },
      },
      async (req) => settings.history(caller(req), req.query),
    );
  };
