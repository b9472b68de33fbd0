import { z } from 'zod';
import { AUCTION_RULES } from './auction-rules.js';
import { formatMoney } from './format.js';
import { WITHDRAWAL_MAX, WITHDRAWAL_MIN } from './wallet-labels.js';
import { uuidField } from './fields.js';

/**
 * The platform settings an admin edits (product.md §10, issue 11): one catalogue with each value's
 * default (today's rule when nobody changed it), its sane bounds and its Vietnamese label. The
 * server reads a setting at the moment it uses it (inside the business transaction), falling back
 * to the default; the admin page and the update contract are built from the same list.
 *
 * Rates are in basis points (1 % = 100), money in đồng, deadlines in whole hours or days.
 */
export const PLATFORM_SETTINGS = {
  order_fee_rate_bps: { label: 'Phí sàn trên mỗi đơn hàng', unit: 'bps', default: 0, min: 0, max: 3_000 },
  auction_deposit_rate_bps: { label: 'Tỷ lệ tiền cọc đấu giá', unit: 'bps', default: AUCTION_RULES.depositBps, min: 500, max: 5_000 },
  auction_forfeit_seller_bps: {
    label: 'Phần tiền cọc bị mất chuyển cho người bán',
    unit: 'bps',
    default: AUCTION_RULES.forfeitSellerBps,
    min: 0,
    max: 10_000,
  },
  order_confirm_hours: { label: 'Hạn người bán xác nhận đơn', unit: 'hours', default: 48, min: 12, max: 168 },
  order_auto_complete_days: { label: 'Tự hoàn tất đơn sau khi giao', unit: 'days', default: 7, min: 2, max: 30 },
  order_complaint_days: { label: 'Thời hạn khiếu nại sau khi giao', unit: 'days', default: 3, min: 1, max: 29 },
  auction_payment_hours: {
    label: 'Hạn người thắng đấu giá thanh toán',
    unit: 'hours',
    default: AUCTION_RULES.paymentWindowMs / 3_600_000,
    min: 12,
    max: 168,
  },
  withdrawal_min: { label: 'Số tiền rút tối thiểu mỗi lần', unit: 'money', default: WITHDRAWAL_MIN, min: 10_000, max: 1_000_000 },
  withdrawal_max: { label: 'Số tiền rút tối đa mỗi lần', unit: 'money', default: WITHDRAWAL_MAX, min: 100_000, max: 100_000_000 },
  withdrawal_admin_threshold: {
    label: 'Rút tiền trên mức này cần quản trị viên duyệt (0: không giới hạn)',
    unit: 'money',
    default: 0,
    min: 0,
    max: 100_000_000,
  },
} as const;

export type PlatformSettingKey = keyof typeof PLATFORM_SETTINGS;
export const PLATFORM_SETTING_KEYS = Object.keys(PLATFORM_SETTINGS) as PlatformSettingKey[];
export type PlatformSettingValues = Record<PlatformSettingKey, number>;

export const PLATFORM_SETTING_DEFAULTS = Object.fromEntries(
  PLATFORM_SETTING_KEYS.map((k) => [k, PLATFORM_SETTINGS[k].default]),
) as PlatformSettingValues;

/** One value as people read it: "2,5 %", "48 giờ", "7 ngày", "50.000 ₫". */
export function formatSettingValue(key: PlatformSettingKey, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  switch (PLATFORM_SETTINGS[key].unit) {
    case 'bps':
      return `${(value / 100).toLocaleString('vi-VN', { maximumFractionDigits: 2 })} %`;
    case 'hours':
      return `${value} giờ`;
    case 'days':
      return `${value} ngày`;
    default:
      return formatMoney(value);
  }
}

const settingField = (key: PlatformSettingKey) => {
  const s = PLATFORM_SETTINGS[key];
  const range = `${s.label} phải từ ${formatSettingValue(key, s.min)} đến ${formatSettingValue(key, s.max)}`;
  return z
    .number({ error: `${s.label}: vui lòng nhập một số` })
    .int({ error: s.unit === 'bps' ? `${s.label}: tối đa 2 chữ số thập phân (%)` : `${s.label} phải là số nguyên` })
    .min(s.min, { error: range })
    .max(s.max, { error: range });
};

/** The rules between values (checked on the values after the change). */
function crossCheck(v: PlatformSettingValues, ctx: z.RefinementCtx) {
  if (v.order_complaint_days >= v.order_auto_complete_days) {
    ctx.addIssue({
      code: 'custom',
      path: ['order_complaint_days'],
      message: 'Thời hạn khiếu nại phải ngắn hơn thời gian tự hoàn tất đơn sau khi giao',
    });
  }
  if (v.withdrawal_min >= v.withdrawal_max) {
    ctx.addIssue({ code: 'custom', path: ['withdrawal_min'], message: 'Số tiền rút tối thiểu phải nhỏ hơn số tiền rút tối đa' });
  }
}

const fieldShape = Object.fromEntries(PLATFORM_SETTING_KEYS.map((k) => [k, settingField(k)])) as Record<
  PlatformSettingKey,
  ReturnType<typeof settingField>
>;

/** Every setting, each in its bounds and consistent with the others. */
export const platformSettingValuesSchema = z.object(fieldShape).superRefine(crossCheck);

/** `PUT /admin/settings`: the values to change (at least one) and an optional note kept in the history. */
export const platformSettingsUpdateBody = z
  .strictObject({
    ...Object.fromEntries(PLATFORM_SETTING_KEYS.map((k) => [k, settingField(k).optional()])),
    reason: z.string().trim().max(500, { error: 'Ghi chú tối đa 500 ký tự' }).optional(),
  })
  .refine((b) => PLATFORM_SETTING_KEYS.some((k) => (b as Record<string, unknown>)[k] !== undefined), {
    error: 'Chưa có giá trị nào được thay đổi',
  }) as unknown as z.ZodType<Partial<PlatformSettingValues> & { reason?: string }>;
export type PlatformSettingsUpdateBody = Partial<PlatformSettingValues> & { reason?: string };

export const platformSettingChangeSchema = z.object({
  id: z.number(),
  key: z.string(),
  label: z.string(),
  old_value: z.number().nullable(),
  new_value: z.number(),
  old_display: z.string(),
  new_display: z.string(),
  changed_by: z.string().nullable(),
  changed_by_name: z.string().nullable(),
  reason: z.string().nullable(),
  changed_at: z.string(),
});
export type PlatformSettingChange = z.infer<typeof platformSettingChangeSchema>;

export const platformSettingsSchema = z.object({
  values: z.object(Object.fromEntries(PLATFORM_SETTING_KEYS.map((k) => [k, z.number()])) as Record<PlatformSettingKey, z.ZodNumber>),
  defaults: z.object(Object.fromEntries(PLATFORM_SETTING_KEYS.map((k) => [k, z.number()])) as Record<PlatformSettingKey, z.ZodNumber>),
  updated_at: z.string().nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const platformSettingHistoryQuery = z.object({
  page: z.coerce.number({ error: 'page phải là số' }).int().min(1, { error: 'page tối thiểu là 1' }).max(10_000).default(1),
  page_size: z.coerce.number({ error: 'page_size phải là số' }).int().min(1).max(100, { error: 'page_size tối đa 100' }).default(20),
  key: z.enum(PLATFORM_SETTING_KEYS as [PlatformSettingKey, ...PlatformSettingKey[]], { error: 'Cài đặt không hợp lệ' }).optional(),
});

export const platformSettingHistoryResponse = z.object({
  items: z.array(platformSettingChangeSchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});

// ── plans, as the admin edits them ──────────────────────────────────────────

const quota = (label: string) =>
  z
    .number({ error: `${label}: vui lòng nhập một số hoặc để trống (không giới hạn)` })
    .int({ error: `${label} phải là số nguyên` })
    .min(1, { error: `${label} tối thiểu là 1` })
    .max(100_000, { error: `${label} tối đa là 100.000` })
    .nullable();

/** `PATCH /admin/plans/:id`: what changes for new purchases (null quota: unlimited). */
export const adminPlanUpdateBody = z
  .strictObject({
    price: z
      .number({ error: 'Giá gói: vui lòng nhập số tiền' })
      .int({ error: 'Giá gói phải là số nguyên (đồng)' })
      .min(0, { error: 'Giá gói không được âm' })
      .max(100_000_000, { error: `Giá gói tối đa là ${formatMoney(100_000_000)}` })
      .refine((n) => n % 1_000 === 0, { error: 'Giá gói phải là bội số của 1.000 ₫' })
      .optional(),
    max_listings: quota('Số sản phẩm đăng bán').optional(),
    max_open_auctions: quota('Số phiên đấu giá').optional(),
    duration_days: z
      .number({ error: 'Thời hạn: vui lòng nhập số ngày' })
      .int({ error: 'Thời hạn phải là số ngày nguyên' })
      .min(1, { error: 'Thời hạn tối thiểu 1 ngày' })
      .max(366, { error: 'Thời hạn tối đa 366 ngày' })
      .optional(),
    reason: z.string().trim().max(500, { error: 'Ghi chú tối đa 500 ký tự' }).optional(),
  })
  .refine(
    (b) => b.price !== undefined || b.max_listings !== undefined || b.max_open_auctions !== undefined || b.duration_days !== undefined,
    {
      error: 'Chưa có giá trị nào được thay đổi',
    },
  );
export type AdminPlanUpdateBody = z.infer<typeof adminPlanUpdateBody>;

export const adminPlanSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  price: z.number(),
  duration_days: z.number().nullable(),
  max_listings: z.number().nullable(),
  max_open_auctions: z.number().nullable(),
  is_unlimited: z.boolean(),
  is_trial: z.boolean(),
  is_active: z.boolean(),
  /** sellers on it right now (active, not ended) */
  active_subscriptions: z.number(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListResponse = z.array(adminPlanSchema);
export const adminPlanParams = z.object({ id: uuidField });
