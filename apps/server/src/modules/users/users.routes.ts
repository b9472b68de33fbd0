import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_RULES,
  changePasswordRequest,
  sessionListResponse,
  updateProfileBody,
  userProfileResponse,
  userSchema,
  uuidField,
} from '@cho-gundam/contracts';
import type { Storage } from '../../integrations/storage.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { caller } from '../../plugins/auth-guard.js';
import { usersService } from './users.service.js';

export interface UsersRoutesOptions {
  storage: Storage;
}

const tags = ['users'];
const security = [{ bearer: [] }];
const userParams = z.object({ id: uuidField });
const sessionParams = z.object({ id: uuidField, sessionId: uuidField });
const noContent = z.null().describe('Thành công, không có nội dung');

/** Reads the `avatar` file of a multipart request into memory, at most AVATAR_RULES.maxBytes. */
async function readAvatarUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) {
    throw new AppError('unsupported_media_type', 415, 'Vui lòng gửi ảnh dưới dạng multipart/form-data (trường avatar)');
  }
  const file = await req.file({ limits: { fileSize: AVATAR_RULES.maxBytes, files: 1 } });
  if (!file || file.fieldname !== 'avatar') {
    throw badRequest('validation_failed', 'Vui lòng chọn ảnh đại diện', {
      fields: [{ field: 'avatar', message: 'Vui lòng chọn ảnh đại diện' }],
    });
  }
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', 413, 'Ảnh đại diện tối đa 10 MB');
    }
    throw err;
  }
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, opts) => {
  const service = usersService({ db: app.ctx.db, clock: app.ctx.clock, storage: opts.storage });

  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Thông tin tài khoản đang đăng nhập', response: { 200: userSchema } },
    },
    async (req) => service.me(caller(req)),
  );

  app.get(
    '/users/:id',
    {
      onRequest: app.optionalAuthenticate,
      schema: {
        tags,
        summary: 'Hồ sơ thành viên (đầy đủ nếu là chính mình hoặc nhân viên, công khai nếu không)',
        params: userParams,
        response: { 200: userProfileResponse },
      },
    },
    async (req) => service.profile(req.auth, req.params.id),
  );

  app.put(
    '/users/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Cập nhật họ và tên', params: userParams, body: updateProfileBody, response: { 200: userSchema } },
    },
    async (req) => service.updateProfile(caller(req), req.params.id, req.body),
  );

  app.patch(
    '/users/:id/avatar',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Đổi ảnh đại diện (multipart, trường avatar: JPEG/PNG/WebP ≤ 10 MB)',
        consumes: ['multipart/form-data'],
        params: userParams,
        response: { 200: userSchema },
      },
    },
    async (req) => service.updateAvatar(caller(req), req.params.id, () => readAvatarUpload(req)),
  );

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
      await service.changePassword(caller(req), req.params.id, req.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/:id/sessions',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Các phiên đăng nhập đang hoạt động', params: userParams, response: { 200: sessionListResponse } },
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
