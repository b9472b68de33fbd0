import {
  PLATFORM_SETTING_KEYS,
  PLATFORM_SETTINGS,
  type PlatformSettingKey,
  type PlatformSettingValues,
  type PlatformSettingsUpdateBody,
} from '@cho-gundam/contracts';
import { formatNumber } from '@/shared/lib/format';

/** What the form shows: rates as percentages (basis points / 100), the rest as stored. */
export type SettingsFormValues = Record<PlatformSettingKey, number | null> & { reason?: string };

export const isRate = (k: PlatformSettingKey) => PLATFORM_SETTINGS[k].unit === 'bps';

export function toFormValues(v: PlatformSettingValues): SettingsFormValues {
  return Object.fromEntries(PLATFORM_SETTING_KEYS.map((k) => [k, isRate(k) ? v[k] / 100 : v[k]])) as unknown as SettingsFormValues;
}

/**
 * The update to send: only the settings that differ from those in force, rates back in basis
 * points. An emptied field is sent as NaN-free `undefined` → the server says nothing changed.
 */
export function changedSettings(current: PlatformSettingValues, form: SettingsFormValues): PlatformSettingsUpdateBody {
  const body: PlatformSettingsUpdateBody = {};
  for (const k of PLATFORM_SETTING_KEYS) {
    const raw = form[k];
    if (raw === null || raw === undefined) continue;
    const value = isRate(k) ? Math.round(raw * 100) : raw;
    if (value !== current[k]) body[k] = value;
  }
  const reason = form.reason?.trim();
  if (reason) body.reason = reason;
  return body;
}

export const SETTING_GROUPS: { title: string; keys: PlatformSettingKey[] }[] = [
  { title: 'Phí sàn và tiền cọc', keys: ['order_fee_rate_bps', 'auction_deposit_rate_bps', 'auction_forfeit_seller_bps'] },
  { title: 'Thời hạn', keys: ['order_confirm_hours', 'order_auto_complete_days', 'order_complaint_days', 'auction_payment_hours'] },
  { title: 'Rút tiền', keys: ['withdrawal_min', 'withdrawal_max', 'withdrawal_admin_threshold'] },
];

export const UNIT_SUFFIX = { bps: '%', hours: 'giờ', days: 'ngày', money: '₫' } as const;

/** An amount in đồng in an InputNumber, grouped as Vietnamese readers write it (50.000), digits only when read back. */
export const MONEY_INPUT = {
  formatter: (v: number | string | undefined) => (v === undefined || v === '' ? '' : formatNumber(Number(v))),
  parser: (v: string | undefined) => Number((v ?? '').replace(/\D/g, '')) as unknown as number,
};
