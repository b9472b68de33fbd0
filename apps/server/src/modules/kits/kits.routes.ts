import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessoriesBody,
  collectionQuery,
  collectionStatsSchema,
  kitDetailSchema,
  kitListResponse,
  kitSchemas,
  uuidField,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import { kitImagesService } from './kit-images.service.js';
import { kitsService, type KitsDeps } from './kits.service.js';
import { readKitMultipart } from './kits.upload.js';

const tags = ['kits'];
const security = [{ bearer: [] }];
const userParams = z.object({ id: uuidField });
const kitParams = z.object({ id: uuidField, gid: uuidField });
const imageParams = kitParams.extend({ imageId: uuidField });
const KIT_FORM =
  'Các trường: name, grade_code, series, scale, condition, condition_description, manufacturer, version, parts_total, material, ' +
  'weight_grams, release_year, description, price, accessories (chuỗi JSON [{name, quantity}]); tệp primary_image (bắt buộc, 1 ảnh) ' +
  'và secondary_images (0–8 ảnh). Ảnh JPEG/PNG/WebP, tối đa 10 MB mỗi ảnh.';

/**
 * JSON edits are validated by the service with the rules of the current year (release_year) and
 * the database (grade); the route keeps the schema for the API documentation only.
 */
const bodyCheckedByService = ((route: Parameters<typeof validatorCompiler>[0]) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route)) as never; // typed per route by Fastify

export const kitsRoutes =
  (deps: KitsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = kitsService(deps);
    const images = kitImagesService(deps);
    const kitForm = (req: FastifyRequest) => () => readKitMultipart(req, { fields: true, files: ['primary_image', 'secondary_images'] });

    app.get(
      '/users/:id/gundams',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Bộ sưu tập của tôi: mô hình ở mọi trạng thái, có lọc, tìm kiếm và phân trang',
          params: userParams,
          querystring: collectionQuery,
          response: { 200: kitListResponse },
        },
      },
      async (req) => service.listCollection(caller(req), req.params.id, req.query),
    );

    app.get(
      '/users/:id/gundams/stats',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Thống kê bộ sưu tập: số mô hình theo phân khúc, theo trạng thái và giá trị ước tính',
          params: userParams,
          response: { 200: collectionStatsSchema },
        },
      },
      async (req) => service.stats(caller(req), req.params.id),
    );

    app.post(
      '/users/:id/gundams',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Thêm mô hình vào bộ sưu tập (multipart/form-data)',
          description: KIT_FORM,
          consumes: ['multipart/form-data'],
          params: userParams,
          response: { 201: kitDetailSchema },
        },
      },
      async (req, reply) => reply.status(201).send(await service.create(caller(req), req.params.id, kitForm(req))),
    );

    app.patch(
      '/users/:id/gundams/:gid',
      {
        onRequest: app.authenticate,
        validatorCompiler: bodyCheckedByService,
        schema: {
          tags,
          security,
          summary: 'Sửa thông tin mô hình (chỉ khi đang Trong bộ sưu tập); null để xóa một trường không bắt buộc',
          params: kitParams,
          body: kitSchemas(new Date().getFullYear()).update,
          response: { 200: kitDetailSchema },
        },
      },
      async (req) => service.update(caller(req), req.params.id, req.params.gid, req.body),
    );

    app.put(
      '/users/:id/gundams/:gid/accessories',
      {
        onRequest: app.authenticate,
        validatorCompiler: bodyCheckedByService,
        schema: {
          tags,
          security,
          summary: 'Thay toàn bộ danh sách phụ kiện của mô hình',
          params: kitParams,
          body: accessoriesBody,
          response: { 200: kitDetailSchema },
        },
      },
      async (req) => service.replaceAccessories(caller(req), req.params.id, req.params.gid, req.body),
    );

    app.delete(
      '/users/:id/gundams/:gid',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Xóa mô hình khỏi bộ sưu tập (chỉ khi đang Trong bộ sưu tập)',
          params: kitParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await service.remove(caller(req), req.params.id, req.params.gid);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/users/:id/gundams/:gid/images',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Thêm ảnh phụ (multipart, tệp secondary_images; tối đa 8 ảnh phụ mỗi mô hình)',
          consumes: ['multipart/form-data'],
          params: kitParams,
          response: { 200: kitDetailSchema },
        },
      },
      async (req) =>
        images.addSecondary(caller(req), req.params.id, req.params.gid, () =>
          readKitMultipart(req, { fields: false, files: ['secondary_images'] }),
        ),
    );

    app.put(
      '/users/:id/gundams/:gid/primary-image',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Thay ảnh chính (multipart, tệp primary_image)',
          consumes: ['multipart/form-data'],
          params: kitParams,
          response: { 200: kitDetailSchema },
        },
      },
      async (req) =>
        images.replacePrimary(caller(req), req.params.id, req.params.gid, () =>
          readKitMultipart(req, { fields: false, files: ['primary_image'] }),
        ),
    );

    app.delete(
      '/users/:id/gundams/:gid/images/:imageId',
      {
        onRequest: app.authenticate,
        schema: { tags, security, summary: 'Xóa một ảnh phụ của mô hình', params: imageParams, response: { 200: kitDetailSchema } },
      },
      async (req) => images.deleteSecondary(caller(req), req.params.id, req.params.gid, req.params.imageId),
    );

    app.get(
      '/gundams/:id',
      {
        onRequest: app.optionalAuthenticate,
        schema: {
          tags,
          summary: 'Chi tiết mô hình theo mã hoặc slug (chủ sở hữu xem mọi trạng thái, người khác chỉ xem mô hình đang đăng bán)',
          params: z.object({ id: z.string().min(1).max(200) }),
          response: { 200: kitDetailSchema },
        },
      },
      async (req) => service.detail(req.auth, req.params.id),
    );
  };
