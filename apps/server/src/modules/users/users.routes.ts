import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_RULES, updateProfileBody, userProfileResponse, userSchema, uuidField } from '@cho-gundam/contracts';
import { AppError, badRequest } from '../../lib/errors.js';
import { caller } from '../../plugins/auth-guard.js';
import type { UsersService } from './users.service.js';

const tags = ['users'];
const security = [{ bearer: [] }];
const userParams = z.object({ id: uuidField });

const malformedForm = () =>
  badRequest('validation_failed', 'Dữ liệu multipart/form-data không hợp lệ. Vui lòng chọn lại ảnh đại diện.', {
    fields: [{ field: 'avatar', message: 'Vui lòng chọn lại ảnh đại diện' }],
  });

/**
 * Reads the `avatar` file of a multipart request into memory, at most AVATAR_RULES.maxBytes. A body
 * that is not well-formed multipart is a 400, as for the kit upload.
 */
async function readAvatarUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) {
    throw new AppError('unsupported_media_type', 415, 'Vui lòng gửi ảnh dưới dạng multipart/form-data (trường avatar)');
  }
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await req.file({ limits: { fileSize: AVATAR_RULES.maxBytes, files: 1 } });
  } catch (err) {
    req.log.info({ err }, 'malformed multipart body');
    throw malformedForm();
  }
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
    req.log.info({ err }, 'malformed multipart body');
    throw malformedForm();
  }
}

export const usersRoutes =
  (service: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
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
        schema: {
          tags,
          security,
          summary: 'Cập nhật họ và tên',
          params: userParams,
          body: updateProfileBody,
          response: { 200: userSchema },
        },
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
  };
