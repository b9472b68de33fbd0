import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  flagCreateBody,
  flagCreatedSchema,
  flagDecisionBody,
  flagDecisionResponse,
  flagGroupsQuery,
  flagGroupsResponse,
  flagTargetDetailSchema,
  flagTargetParams,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import type { FlagsService } from './flags.service.js';

const tags = ['flags'];
const security = [{ bearer: [] }];

/** Flags ("Báo cáo vi phạm"): members report; moderators see the queue per target and decide. docs/domain/flags.md */
export const flagsRoutes =
  (service: FlagsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/flags',
      {
        onRequest: app.allow('flag.report'),
        schema: {
          tags,
          security,
          summary:
            'Báo cáo vi phạm một sản phẩm đang bán, một phiên đấu giá, một người dùng hoặc một bài đăng trao đổi (mỗi người một lần)',
          body: flagCreateBody,
          response: { 201: flagCreatedSchema },
        },
      },
      async (req, reply) => reply.status(201).send(await service.report(caller(req), req.body)),
    );

    app.get(
      '/moderator/flags',
      {
        onRequest: app.allow('flag.moderate'),
        schema: {
          tags,
          security,
          summary: 'Hàng đợi báo cáo vi phạm, gộp theo nội dung bị báo cáo',
          querystring: flagGroupsQuery,
          response: { 200: flagGroupsResponse },
        },
      },
      async (req) => service.groups(caller(req), req.query),
    );

    app.get(
      '/moderator/flags/:target_type/:target_id',
      {
        onRequest: app.allow('flag.moderate'),
        schema: {
          tags,
          security,
          summary: 'Các báo cáo của một nội dung: người báo cáo, lý do, mô tả, quyết định',
          params: flagTargetParams,
          response: { 200: flagTargetDetailSchema },
        },
      },
      async (req) => service.target(caller(req), req.params.target_type, req.params.target_id),
    );

    app.post(
      '/moderator/flags/:target_type/:target_id/decision',
      {
        onRequest: app.allow('flag.moderate'),
        schema: {
          tags,
          security,
          summary: 'Quyết định cho mọi báo cáo đang mở của nội dung: ẩn, cảnh cáo chủ sở hữu hoặc bỏ qua',
          params: flagTargetParams,
          body: flagDecisionBody,
          response: { 200: flagDecisionResponse },
        },
      },
      async (req) => service.decide(caller(req), req.params.target_type, req.params.target_id, req.body),
    );
  };
