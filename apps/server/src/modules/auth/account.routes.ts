import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordRequest, sessionListResponse, uuidField } from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import type { AccountService } from './account.service.js';
import type { AuthDeps } from './auth.deps.js';
import { setDeviceCookie } from './auth.routes.js';

const tags = ['users'];
const security = [{ bearer: [] }];
const userParams = z.object({ id: uuidField });
const sessionParams = z.object({ id: uuidField, sessionId: uuidField });
const noContent = z.null().describe('Thành công, không có nội dung');

/** The member's password and signed-in devices, under /users/{id} like the profile. */
export const accountRoutes =
  (service: AccountService, config: AuthDeps['config']): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/:id/password',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Đổi mật khẩu (đăng xuất mọi thiết bị khác)',
          params: userParams,
          body: changePasswordRequest,
          response: { 204: noContent },
        },
      },
      async (req, reply) => {
        const { deviceToken } = await service.changePassword(caller(req), req.params.id, req.body);
        setDeviceCookie(reply, config, deviceToken);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/users/:id/sessions',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Các phiên đăng nhập đang hoạt động',
          params: userParams,
          response: { 200: sessionListResponse },
        },
      },
      async (req) => service.listSessions(caller(req), req.params.id),
    );

    app.delete(
      '/users/:id/sessions/:sessionId',
      {
        onRequest: app.authenticate,
        schema: { tags, security, summary: 'Đăng xuất một phiên đăng nhập', params: sessionParams, response: { 204: noContent } },
      },
      async (req, reply) => {
        await service.revokeSession(caller(req), req.params.id, req.params.sessionId);
        return reply.status(204).send(null);
      },
    );
  };
