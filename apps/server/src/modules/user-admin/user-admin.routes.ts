import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStaffBody,
  disableStaffBody,
  lockMemberBody,
  memberDetailSchema,
  memberIdParams,
  memberListItemSchema,
  memberListResponse,
  memberSearchQuery,
  staffListQuery,
  staffListResponse,
  staffMemberSchema,
  staffRoleBody,
  unlockMemberBody,
  warnMemberBody,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import type { MembersService } from './members.service.js';
import type { StaffService } from './staff.service.js';

const security = [{ bearer: [] }];
const modTags = ['moderator: users'];
const adminTags = ['admin: staff'];

/** Moderator user management (/moderator/user-management) and admin staff accounts (/admin/staff). docs/domain/back-office.md */
export const userAdminRoutes =
  ({ members, staff }: { members: MembersService; staff: StaffService }): FastifyPluginAsyncZod =>
  async (app) => {
    // ---- moderator: members ----
    app.get(
      '/moderator/users',
      {
        onRequest: app.allow('members.view'),
        schema: {
          tags: modTags,
          security,
          summary: 'Tìm tài khoản theo tên, email hoặc số điện thoại (không phân biệt dấu), lọc theo vai trò và trạng thái',
          querystring: memberSearchQuery,
          response: { 200: memberListResponse },
        },
      },
      async (req) => members.search(caller(req), req.query),
    );
    app.get(
      '/moderator/users/:id',
      {
        onRequest: app.allow('members.view'),
        schema: {
          tags: modTags,
          security,
          summary: 'Hồ sơ một tài khoản: shop và gói, ví và giao dịch gần đây, đơn hàng, đấu giá, phiên đăng nhập, lịch sử xử lý',
          params: memberIdParams,
          response: { 200: memberDetailSchema },
        },
      },
      async (req) => members.detail(caller(req), req.params.id),
    );
    app.post(
      '/moderator/users/:id/lock',
      {
        onRequest: app.allow('members.view'),
        schema: {
          tags: modTags,
          security,
          summary: 'Khóa tài khoản kèm lý do: đăng xuất mọi nơi ngay lập tức, ẩn sản phẩm của shop, báo cho người dùng',
          params: memberIdParams,
          body: lockMemberBody,
          response: { 200: memberListItemSchema },
        },
      },
      async (req) => members.lock(caller(req), req.params.id, req.body),
    );
    app.post(
      '/moderator/users/:id/unlock',
      {
        onRequest: app.allow('members.view'),
        schema: {
          tags: modTags,
          security,
          summary: 'Mở khóa tài khoản',
          params: memberIdParams,
          body: unlockMemberBody,
          response: { 200: memberListItemSchema },
        },
      },
      async (req) => members.unlock(caller(req), req.params.id, req.body),
    );
    app.post(
      '/moderator/users/:id/warn',
      {
        onRequest: app.allow('members.view'),
        schema: {
          tags: modTags,
          security,
          summary: 'Gửi cảnh báo (một thông báo với nội dung của kiểm duyệt viên)',
          params: memberIdParams,
          body: warnMemberBody,
        },
      },
      async (req, reply) => {
        await members.warn(caller(req), req.params.id, req.body);
        return reply.status(204).send();
      },
    );

    // ---- admin: staff accounts ----
    app.get(
      '/admin/staff',
      {
        onRequest: app.allow('staff.manage'),
        schema: {
          tags: adminTags,
          security,
          summary: 'Danh sách nhân viên (kiểm duyệt viên, quản trị viên)',
          querystring: staffListQuery,
          response: { 200: staffListResponse },
        },
      },
      async (req) => staff.list(caller(req), req.query),
    );
    app.post(
      '/admin/staff',
      {
        onRequest: app.allow('staff.manage'),
        schema: {
          tags: adminTags,
          security,
          summary: 'Tạo tài khoản nhân viên bằng email (chưa có mật khẩu) và gửi lời mời đặt mật khẩu',
          body: createStaffBody,
          response: { 201: staffMemberSchema },
        },
      },
      async (req, reply) => reply.status(201).send(await staff.create(caller(req), req.body)),
    );
    app.post(
      '/admin/staff/:id/invite',
      {
        onRequest: app.allow('staff.manage'),
        schema: {
          tags: adminTags,
          security,
          summary: 'Gửi lại lời mời đặt mật khẩu',
          params: memberIdParams,
          response: { 200: staffMemberSchema },
        },
      },
      async (req) => staff.reinvite(caller(req), req.params.id),
    );
    app.post(
      '/admin/staff/:id/role',
      {
        onRequest: app.allow('staff.manage'),
        schema: {
          tags: adminTags,
          security,
          summary: 'Đổi vai trò nhân viên (không thể hạ quyền quản trị viên cuối cùng)',
          params: memberIdParams,
          body: staffRoleBody,
          response: { 200: staffMemberSchema },
        },
      },
      async (req) => staff.changeRole(caller(req), req.params.id, req.body.role),
    );
    app.post(
      '/admin/staff/:id/disable',
      {
        onRequest: app.allow('staff.manage'),
        schema: {
          tags: adminTags,
          security,
          summary: 'Vô hiệu hóa tài khoản nhân viên (đăng xuất ngay; không thể vô hiệu hóa quản trị viên cuối cùng)',
          params: memberIdParams,
          body: disableStaffBody,
          response: { 200: staffMemberSchema },
        },
      },
      async (req) => staff.disable(caller(req), req.params.id, req.body.reason),
    );
    app.post(
      '/admin/staff/:id/enable',
      {
        onRequest: app.allow('staff.manage'),
        schema: {
          tags: adminTags,
          security,
          summary: 'Kích hoạt lại tài khoản nhân viên',
          params: memberIdParams,
          response: { 200: staffMemberSchema },
        },
      },
      async (req) => staff.enable(caller(req), req.params.id),
    );
  };
