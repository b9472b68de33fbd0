import type { KitCondition } from '@cho-gundam/contracts/core';

/** Shown under each condition card: what the condition promises a buyer. */
export const CONDITION_NOTES: Record<KitCondition, string> = {
  new: 'Hộp còn nguyên seal, linh kiện chưa cắt khỏi khung (runner), đủ phụ kiện và sách hướng dẫn.',
  open_box:
    'Đã mở seal ngoài để kiểm tra, linh kiện còn trong túi và chưa cắt. Nếu mất vỏ hộp hoặc đã xé túi linh kiện, hãy chọn “Đã qua sử dụng”.',
  built: 'Đã lắp ráp hoàn chỉnh hoặc một phần. Ghi rõ có sơn, kẻ lằn, dán decal hay gãy chốt không.',
  used: 'Đã qua sử dụng, có thể thiếu hộp hoặc linh kiện. Mô tả rõ trầy xước, ố vàng, lỏng khớp, phần bị thiếu.',
};

/** Suggestions for "Phiên bản"; any other text up to 50 characters is accepted too. */
export const VERSION_SUGGESTIONS = [
  'Standard',
  'Ver.Ka',
  'Ver.2.0',
  'Ver.3.0',
  'P-Bandai',
  'Limited',
  'Clear',
  'Metallic',
  'Titanium Finish',
  'Rollout Color',
  'Anniversary',
  'Gundam Base Limited',
] as const;

export const STEP_TITLES = ['Thông tin cơ bản', 'Tình trạng & phiên bản', 'Ảnh & giá'] as const;
