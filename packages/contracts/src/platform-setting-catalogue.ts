import { AUCTION_RULES } from './auction-rules.js';
import { formatMoney, formatNumber } from './format.js';
import { WITHDRAWAL_MAX, WITHDRAWAL_MIN } from './wallet-labels.js';

// The platform settings' catalogue, zod-free (the web's first pages print values from it);
// the wire schemas are in platform-settings.ts.

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
      return `${formatNumber(value / 100, 2)} %`;
    case 'hours':
      return `${value} giờ`;
    case 'days':
      return `${value} ngày`;
    default:
      return formatMoney(value);
  }
}

/**
 * `GET /settings/public`: the values a member may know (fees, deposits, deadlines, withdrawal
 * limits), read-only, for the screens that print them. The admin-approval threshold stays internal.
 */
export const PUBLIC_PLATFORM_SETTING_KEYS = [
  'order_fee_rate_bps',
  'auction_deposit_rate_bps',
  'auction_forfeit_seller_bps',
  'order_confirm_hours',
  'order_auto_complete_days',
  'order_complaint_days',
  'auction_payment_hours',
  'withdrawal_min',
  'withdrawal_max',
] as const satisfies readonly PlatformSettingKey[];
export type PublicPlatformSettingKey = (typeof PUBLIC_PLATFORM_SETTING_KEYS)[number];
export type PublicPlatformSettings = Record<PublicPlatformSettingKey, number>;
export const PUBLIC_PLATFORM_SETTING_DEFAULTS = Object.fromEntries(
  PUBLIC_PLATFORM_SETTING_KEYS.map((k) => [k, PLATFORM_SETTINGS[k].default]),
) as PublicPlatformSettings;
