import {
  AUDIT_LOG_SORTS,
  AUCTION_REQUEST_STATUS_LABELS,
  AUCTION_STATUS_LABELS,
  COMPLAINT_STATUS_LABELS,
  formatSettingValue,
  ORDER_STATUS_LABELS,
  PLATFORM_SETTINGS,
  WITHDRAWAL_STATUS_LABELS,
  type PlatformSettingKey,
} from '@cho-gundam/contracts';
import { formatDateTime, formatMoney, formatNumber } from '@/shared/lib/format';
import { readSort } from '@/shared/lib/table-sort';
import type { AuditLogArgs } from './audit-log-api';

export const AUDIT_PAGE_SIZE = 20;
const FILTERS = ['actor_id', 'action', 'target_type', 'target_id', 'from', 'to', 'q'] as const;
export type AuditFilter = (typeof FILTERS)[number];

/** The request the URL asks for: every filter the URL carries, the sort (newest first unless `sort=oldest`), the page (1 when missing or wrong). */
export function auditArgsFromParams(params: URLSearchParams): AuditLogArgs {
  const page = Number(params.get('page'));
  const args: AuditLogArgs = { page: Number.isInteger(page) && page > 0 ? page : 1, page_size: AUDIT_PAGE_SIZE };
  for (const k of FILTERS) {
    const v = params.get(k)?.trim();
    if (v) args[k] = v;
  }
  const sort = readSort(params.get('sort'), AUDIT_LOG_SORTS, 'newest');
  if (sort !== 'newest') args.sort = sort;
  return args;
}

/** One value of a before/after snapshot as people read it. */
export function showValue(v: unknown): string {
  if (v === undefined) return '—';
  if (v === null) return 'trống';
  if (typeof v === 'boolean') return v ? 'có' : 'không';
  if (typeof v === 'number') return formatNumber(v, 3);
  if (typeof v === 'string') {
    // ISO instants read as DD/MM/YYYY HH:mm (the shared formatter)
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v))) return formatDateTime(v);
    return v;
  }
  return JSON.stringify(v);
}

const FIELD_LABELS: Record<string, string> = {
  status: 'Trạng thái',
  order_status: 'Trạng thái đơn hàng',
  complaint_status: 'Trạng thái khiếu nại',
  auction_id: 'Phiên đấu giá',
  start_at: 'Bắt đầu',
  end_at: 'Kết thúc',
  price: 'Giá',
  max_listings: 'Số sản phẩm đăng bán',
  max_open_auctions: 'Số phiên đấu giá',
  duration_days: 'Thời hạn (ngày)',
};

/** A snapshot field's Vietnamese name (a platform setting by its label), the code otherwise. */
export function fieldLabel(field: string): string {
  if (field in PLATFORM_SETTINGS) return PLATFORM_SETTINGS[field as PlatformSettingKey].label;
  return FIELD_LABELS[field] ?? field;
}

const STATUS_MAPS: Record<string, Record<string, string>> = {
  withdrawal: WITHDRAWAL_STATUS_LABELS,
  auction: AUCTION_STATUS_LABELS,
  auction_request: AUCTION_REQUEST_STATUS_LABELS,
};

/** A snapshot value in words: statuses by their labels, settings in their units, the rest by `showValue`. */
export function showFieldValue(targetType: string, field: string, v: unknown): string {
  if (typeof v === 'number' && field in PLATFORM_SETTINGS) return formatSettingValue(field as PlatformSettingKey, v);
  if (typeof v === 'number' && field === 'price') return formatMoney(v);
  if (typeof v === 'string') {
    const map: Record<string, string> | undefined =
      field === 'order_status'
        ? ORDER_STATUS_LABELS
        : field === 'complaint_status'
          ? COMPLAINT_STATUS_LABELS
          : field === 'status'
            ? STATUS_MAPS[targetType]
            : undefined;
    if (map && v in map) return map[v]!;
  }
  if (v === null && (field === 'max_listings' || field === 'max_open_auctions')) return 'Không giới hạn';
  return showValue(v);
}
