import {
  CONDITION_DESCRIPTION_REQUIRED,
  conditionNeedsDescription,
  KIT_RULES,
  maxReleaseYear,
  type KitCondition,
} from '@cho-gundam/contracts/core';
import { formatNumber } from '@/shared/lib/format';

/**
 * The wizard's own checks, as pure functions (message or null) so they are unit-tested and the
 * form's field table (kit-fields.ts) stays one line a field. Limits come from the contracts'
 * KIT_RULES, which the server enforces with the same numbers: a form that passes here is not
 * refused for a limit there.
 */

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT_ATTR = ACCEPTED_IMAGE_TYPES.join(',');
const MB = 1024 * 1024;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function nameError(v: string | undefined): string | null {
  if (blank(v)) return 'Vui lòng nhập tên mô hình';
  const n = v!.trim().length;
  if (n < KIT_RULES.nameMin) return `Tên mô hình phải có ít nhất ${KIT_RULES.nameMin} ký tự`;
  if (n > KIT_RULES.nameMax) return `Tên mô hình tối đa ${KIT_RULES.nameMax} ký tự`;
  return null;
}

export function seriesError(v: string | undefined): string | null {
  if (blank(v)) return 'Vui lòng chọn hoặc nhập dòng phim';
  const n = v!.trim().length;
  if (n < 2) return 'Dòng phim phải có ít nhất 2 ký tự';
  if (n > KIT_RULES.seriesMax) return `Dòng phim tối đa ${KIT_RULES.seriesMax} ký tự`;
  return null;
}

/** A whole number in [min, max]; `required` decides whether blank is an error. */
function intError(v: unknown, label: string, min: number, max: number, required: boolean, unit = ''): string | null {
  if (blank(v)) return required ? `Vui lòng nhập ${label.toLowerCase()}` : null;
  const n = Number(v);
  if (!Number.isFinite(n)) return `${label} phải là số`;
  if (!Number.isInteger(n)) return `${label} phải là số nguyên`;
  if (n < min) return `${label} tối thiểu ${formatNumber(min)}${unit}`;
  if (n > max) return `${label} tối đa ${formatNumber(max)}${unit}`;
  return null;
}

export const partsError = (v: unknown) => intError(v, 'Tổng số linh kiện', 1, KIT_RULES.partsMax, false);
export const weightError = (v: unknown) => intError(v, 'Khối lượng', 1, KIT_RULES.weightMax, true, ' gram');

export function releaseYearError(v: unknown, currentYear: number): string | null {
  if (blank(v)) return null;
  const n = Number(v);
  const max = maxReleaseYear(currentYear);
  if (!Number.isInteger(n) || n < KIT_RULES.releaseYearMin || n > max)
    return `Năm phát hành phải từ ${KIT_RULES.releaseYearMin} đến ${max}`;
  return null;
}

/** Price is optional in the collection; the shop's "Thêm sản phẩm" needs it to list the kit. */
export function priceError(v: unknown, required: boolean): string | null {
  if (blank(v)) return required ? 'Vui lòng nhập giá bán' : null;
  return intError(v, 'Giá bán', KIT_RULES.priceMin, KIT_RULES.priceMax, true, ' ₫');
}

/** A sealed kit needs no condition notes; any other condition must say what is wrong with it. */
export function conditionDescriptionError(condition: KitCondition | undefined, text: string | undefined): string | null {
  const len = text?.trim().length ?? 0;
  if (len > KIT_RULES.conditionDescriptionMax) return `Mô tả tình trạng tối đa ${KIT_RULES.conditionDescriptionMax} ký tự`;
  if (condition && conditionNeedsDescription(condition) && len === 0) return CONDITION_DESCRIPTION_REQUIRED;
  return null;
}

/** Checked when a file is picked, before any upload: type from the browser, size in bytes. */
export function imageFileError(file: { name: string; type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `Ảnh "${file.name}" không đúng định dạng. Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.`;
  }
  if (file.size === 0) return `Ảnh "${file.name}" bị trống. Vui lòng chọn ảnh khác.`;
  if (file.size > KIT_RULES.imageMaxBytes) {
    return `Ảnh "${file.name}" nặng ${(file.size / MB).toFixed(1).replace('.', ',')} MB, vượt quá ${KIT_RULES.imageMaxBytes / MB} MB. Vui lòng chọn ảnh nhỏ hơn.`;
  }
  return null;
}

export function secondaryCountError(count: number): string | null {
  return count > KIT_RULES.secondaryImagesMax ? `Chỉ được thêm tối đa ${KIT_RULES.secondaryImagesMax} ảnh phụ` : null;
}

/** `1500000` → `1.500.000` while typing (Vietnamese thousands dots). */
export function formatThousands(v: number | string | undefined): string {
  if (v === undefined || v === null || v === '') return '';
  return String(v)
    .replace(/\D/g, '')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
/** `1.500.000 ₫` → 1500000 (anything but digits is dropped). */
export function parseThousands(v: string | undefined): number | undefined {
  const digits = (v ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : undefined;
}
