import { z } from 'zod';
import { emailField, fullNameField, passwordField, uuidField } from './fields.js';
import { pageQuery, paged } from './pagination.js';
import { FLAG_REASONS, FLAG_STATUSES, FLAG_TARGET_TYPES } from './flag-labels.js';
import { ROLES } from './roles.js';
import { walletBalancesSchema, walletHistoryItemSchema } from './wallet.js';

// Moderator user management and admin staff accounts (product.md §10, docs/domain/back-office.md).

export const ACCOUNT_STATUSES = ['active', 'locked'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = { active: 'Đang hoạt động', locked: 'Đã khóa' };

/** The member list's sorts: join date (newest first by default) or name (accents ignored, A → Z). */
export const MEMBER_SORTS = ['newest', 'oldest', 'name_asc', 'name_desc'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** `GET /api/v1/moderator/users?q=&role=&status=&sort=&page=&page_size=`: q matches name, e-mail or phone, accents ignored. */
export const memberSearchQuery = pageQuery.extend({
  q: z.string({ error: 'Từ khóa không hợp lệ' }).trim().max(100, { error: 'Từ khóa tối đa 100 ký tự' }).optional(),
  /** `staff`: moderators and admins (the audit log's actor picker) */
  role: z.enum([...ROLES, 'staff', 'all'], { error: 'Vai trò không hợp lệ' }).default('all'),
  status: z.enum([...ACCOUNT_STATUSES, 'all'], { error: 'Trạng thái không hợp lệ' }).default('all'),
  sort: z.enum(MEMBER_SORTS, { error: 'Cách sắp xếp không hợp lệ' }).default('newest'),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;

export const memberListItemSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  locked_reason: z.string().nullable(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;
export const memberListResponse = paged(memberListItemSchema);

export const memberIdParams = z.object({ id: uuidField });

export const memberAuditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  action_label: z.string(),
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
});
export type MemberAuditEntry = z.infer<typeof memberAuditEntrySchema>;

export const memberDetailSchema = z.object({
  user: memberListItemSchema.extend({
    email_verified: z.boolean(),
    phone_number_verified: z.boolean(),
    locked_at: z.string().nullable(),
    locked_by_name: z.string().nullable(),
    has_password: z.boolean(),
  }),
  shop: z.object({ id: z.string(), name: z.string(), slug: z.string(), created_at: z.string() }).nullable(),
  plan: z
    .object({
      name: z.string(),
      ends_at: z.string().nullable(),
      listings_used: z.number(),
      listing_limit: z.number().nullable(),
    })
    .nullable(),
  wallet: z.object({ balances: walletBalancesSchema, recent: z.array(walletHistoryItemSchema) }),
  orders: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      side: z.enum(['buyer', 'seller']),
      type: z.string(),
      status: z.string(),
      status_label: z.string(),
      total_amount: z.number(),
      created_at: z.string(),
    }),
  ),
  auctions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      side: z.enum(['seller', 'bidder']),
      status: z.string(),
      status_label: z.string(),
      current_price: z.number(),
      end_at: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      user_agent: z.string().nullable(),
      ip: z.string().nullable(),
      created_at: z.string(),
      last_used_at: z.string(),
    }),
  ),
  audit: z.array(memberAuditEntrySchema),
  /** the member's trades on the exchange board (as poster or offerer), newest first */
  trades: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['poster', 'offerer']),
      other: z.object({ id: z.string(), full_name: z.string() }),
      status: z.string(),
      status_label: z.string(),
      created_at: z.string(),
    }),
  ),
  /** reports against the member or what they own, one row per target, the latest first */
  flags: z.array(
    z.object({
      target_type: z.enum(FLAG_TARGET_TYPES),
      target_id: z.string(),
      title: z.string().nullable(),
      count: z.number(),
      reasons: z.array(z.enum(FLAG_REASONS)),
      /** open while any report of the target waits for a decision */
      status: z.enum(FLAG_STATUSES),
      last_at: z.string(),
    }),
  ),
  /** what the caller may do to this account now */
  actions: z.object({ lock: z.boolean(), unlock: z.boolean(), warn: z.boolean() }),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

const reasonField = (what: string) =>
  z
    .string({ error: `Vui lòng nhập ${what}` })
    .trim()
    .min(5, { error: `${what[0]!.toUpperCase()}${what.slice(1)} tối thiểu 5 ký tự` })
    .max(500, { error: `${what[0]!.toUpperCase()}${what.slice(1)} tối đa 500 ký tự` });

export const lockMemberBody = z.strictObject({ reason: reasonField('lý do khóa') });
export type LockMemberBody = z.infer<typeof lockMemberBody>;
export const unlockMemberBody = z.strictObject({ reason: reasonField('lý do mở khóa').optional() });
export type UnlockMemberBody = z.infer<typeof unlockMemberBody>;
export const warnMemberBody = z.strictObject({
  message: z
    .string({ error: 'Vui lòng nhập nội dung cảnh báo' })
    .trim()
    .min(5, { error: 'Nội dung cảnh báo tối thiểu 5 ký tự' })
    .max(1000, { error: 'Nội dung cảnh báo tối đa 1000 ký tự' }),
});
export type WarnMemberBody = z.infer<typeof warnMemberBody>;

// ---- admin: staff accounts ----

export const STAFF_ROLES = ['moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
const staffRoleField = z.enum(STAFF_ROLES, { error: 'Vai trò phải là kiểm duyệt viên hoặc quản trị viên' });

export const staffListQuery = pageQuery.extend({
  q: memberSearchQuery.shape.q,
  role: z.enum([...STAFF_ROLES, 'all'], { error: 'Vai trò không hợp lệ' }).default('all'),
  status: memberSearchQuery.shape.status,
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffMemberSchema = memberListItemSchema.extend({
  role: staffRoleField,
  /** invited and has not chosen a password yet */
  invitation_pending: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponse = paged(staffMemberSchema);

export const createStaffBody = z.strictObject({ email: emailField, full_name: fullNameField, role: staffRoleField });
export type CreateStaffBody = z.infer<typeof createStaffBody>;
export const staffRoleBody = z.strictObject({ role: staffRoleField });
export type StaffRoleBody = z.infer<typeof staffRoleBody>;
export const disableStaffBody = z.strictObject({ reason: reasonField('lý do vô hiệu hóa') });
export type DisableStaffBody = z.infer<typeof disableStaffBody>;

// ---- set a password from an invitation link (/member/set-password?token=…) ----

const setupTokenField = z
  .string({ error: 'Thiếu mã của liên kết' })
  .trim()
  .min(20, { error: 'Liên kết đặt mật khẩu không hợp lệ' })
  .max(200, { error: 'Liên kết đặt mật khẩu không hợp lệ' });
export const passwordSetupCheckBody = z.strictObject({ token: setupTokenField });
export const passwordSetupCheckResponse = z.object({ email: z.string(), full_name: z.string() });
export type PasswordSetupCheck = z.infer<typeof passwordSetupCheckResponse>;
export const passwordSetupBody = z.strictObject({ token: setupTokenField, password: passwordField });
export type PasswordSetupBody = z.infer<typeof passwordSetupBody>;
export const passwordSetupResponse = z.object({ email: z.string() });

/** What an audit row's action means, for staff screens. */
export const STAFF_ACTION_LABELS: Record<string, string> = {
  'member.lock': 'Khóa tài khoản',
  'member.unlock': 'Mở khóa tài khoản',
  'member.warn': 'Gửi cảnh báo',
  // decisions on reports against the member themselves (docs/domain/flags.md)
  'flag.warn': 'Cảnh cáo theo báo cáo vi phạm',
  'flag.lock': 'Khóa tài khoản theo báo cáo vi phạm',
  'flag.dismiss': 'Bỏ qua báo cáo vi phạm',
  'staff.create': 'Tạo tài khoản nhân viên',
  'staff.reinvite': 'Gửi lại lời mời',
  'staff.disable': 'Vô hiệu hóa nhân viên',
  'staff.enable': 'Kích hoạt lại nhân viên',
  'staff.role': 'Đổi vai trò nhân viên',
};
