import { z } from 'zod';
import {
  formatSettingValue,
  PLATFORM_SETTING_KEYS,
  PLATFORM_SETTINGS,
  PUBLIC_PLATFORM_SETTING_KEYS,
  type PlatformSettingKey,
  type PlatformSettingValues,
  type PublicPlatformSettingKey,
} from './platform-setting-catalogue.js';
import { formatMoney } from './format.js';
import { uuidField } from './fields.js';

export * from './platform-setting-catalogue.js';

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

/** `GET /settings/public`: the values a member may know (PUBLIC_PLATFORM_SETTING_KEYS), read-only. */
export const publicPlatformSettingsSchema = z.object(
  Object.fromEntries(PUBLIC_PLATFORM_SETTING_KEYS.map((k) => [k, z.number()])) as Record<PublicPlatformSettingKey, z.ZodNumber>,
);

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
