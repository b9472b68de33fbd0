import { z } from 'zod';
import { calendarDateField, uuidField } from './fields.js';

/** The staff actions the audit log knows by name (anything else is shown by its code). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'withdrawal.complete': 'Duyệt rút tiền',
  'withdrawal.reject': 'Từ chối rút tiền',
  'complaint.decide': 'Xử lý khiếu nại',
  'auction_request.approve': 'Duyệt yêu cầu đấu giá',
  'auction_request.reject': 'Từ chối yêu cầu đấu giá',
  'auction.reschedule': 'Đổi thời gian đấu giá',
  'auction.cancel': 'Hủy phiên đấu giá',
  'settings.update': 'Thay đổi cài đặt sàn',
  'plan.update': 'Sửa gói dịch vụ',
  'exchange.complete': 'Hoàn tất giao dịch trao đổi',
  'exchange.refund': 'Hoàn tiền giao dịch trao đổi',
  'exchange.return': 'Hoàn hàng về người gửi (giao dịch trao đổi)',
  'flag.hide': 'Báo cáo vi phạm: ẩn nội dung',
  'flag.warn': 'Báo cáo vi phạm: cảnh cáo chủ sở hữu',
  'flag.lock': 'Báo cáo vi phạm: khóa tài khoản chủ sở hữu',
  'flag.dismiss': 'Báo cáo vi phạm: bỏ qua',
};

export const AUDIT_TARGET_LABELS: Record<string, string> = {
  withdrawal: 'Yêu cầu rút tiền',
  order: 'Đơn hàng',
  auction: 'Phiên đấu giá',
  auction_request: 'Yêu cầu đấu giá',
  platform_settings: 'Cài đặt sàn',
  plan: 'Gói dịch vụ',
  user: 'Thành viên',
  exchange: 'Giao dịch trao đổi',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
export const auditTargetLabel = (type: string) => AUDIT_TARGET_LABELS[type] ?? type;

const code = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} không được để trống` })
    .max(100, { error: `${label} tối đa 100 ký tự` })
    .regex(/^[a-z_.]+$/, { error: `${label} không hợp lệ` });

/** The log's sorts by time; the id breaks ties (`staff_audit_log_time_idx` either way). */
export const AUDIT_LOG_SORTS = ['newest', 'oldest'] as const;
export type AuditLogSort = (typeof AUDIT_LOG_SORTS)[number];

/** `GET /moderator/audit-log`: every filter optional, newest first unless `sort=oldest`. */
export const auditLogQuery = z.object({
  page: z.coerce.number({ error: 'page phải là số' }).int().min(1, { error: 'page tối thiểu là 1' }).max(10_000).default(1),
  page_size: z.coerce.number({ error: 'page_size phải là số' }).int().min(1).max(100, { error: 'page_size tối đa 100' }).default(20),
  actor_id: uuidField.optional(),
  action: code('Thao tác').optional(),
  target_type: code('Loại đối tượng').optional(),
  target_id: z
    .string()
    .trim()
    .min(1, { error: 'Mã đối tượng không được để trống' })
    .max(100, { error: 'Mã đối tượng tối đa 100 ký tự' })
    .optional(),
  from: calendarDateField('Ngày bắt đầu không hợp lệ (YYYY-MM-DD)').optional(),
  to: calendarDateField('Ngày kết thúc không hợp lệ (YYYY-MM-DD)').optional(),
  q: z.string().trim().min(1, { error: 'Từ khóa không được để trống' }).max(200, { error: 'Từ khóa tối đa 200 ký tự' }).optional(),
  sort: z.enum(AUDIT_LOG_SORTS, { error: 'Cách sắp xếp không hợp lệ' }).default('newest'),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

const snapshot = z.record(z.string(), z.unknown()).nullable();

export const auditLogEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  action_label: z.string(),
  target_type: z.string(),
  target_type_label: z.string(),
  target_id: z.string(),
  reason: z.string().nullable(),
  before: snapshot,
  after: snapshot,
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponse = z.object({
  items: z.array(auditLogEntrySchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});
export type AuditLogPage = z.infer<typeof auditLogResponse>;

/** One line of the before/after comparison the drawer shows. */
export interface AuditDiffLine {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** The fields of before and after side by side, changed ones flagged (the drawer's diff). */
export function auditDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditDiffLine[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((field) => {
    const b = before ? before[field] : undefined;
    const a = after ? after[field] : undefined;
    return { field, before: b, after: a, changed: JSON.stringify(b) !== JSON.stringify(a) };
  });
}
