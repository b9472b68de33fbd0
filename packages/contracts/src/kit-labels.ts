/** Kit enums and their Vietnamese labels (product.md §3), free of zod so the first page load stays small. */
export const KIT_STATUSES = [
  'in_store',
  'published',
  'processing',
  'pending_auction_approval',
  'auctioning',
  'for_exchange',
  'exchanging',
] as const;
export type KitStatus = (typeof KIT_STATUSES)[number];
/** product.md §3 */
export const KIT_STATUS_LABELS: Record<KitStatus, string> = {
  in_store: 'Trong bộ sưu tập',
  published: 'Đang đăng bán',
  processing: 'Đang xử lý đơn hàng',
  pending_auction_approval: 'Chờ duyệt đấu giá',
  auctioning: 'Đang đấu giá',
  for_exchange: 'Đang chờ trao đổi',
  exchanging: 'Đang trao đổi',
};

export const KIT_SCALES = ['1/144', '1/100', '1/60', '1/48', 'non_scale'] as const;
export type KitScale = (typeof KIT_SCALES)[number];
export const KIT_SCALE_LABELS: Record<KitScale, string> = {
  '1/144': '1/144',
  '1/100': '1/100',
  '1/60': '1/60',
  '1/48': '1/48',
  non_scale: 'Không tỉ lệ',
};

export const KIT_CONDITIONS = ['new', 'open_box', 'built', 'used'] as const;
export type KitCondition = (typeof KIT_CONDITIONS)[number];
export const KIT_CONDITION_LABELS: Record<KitCondition, string> = {
  new: 'Nguyên hộp / chưa lắp',
  open_box: 'Đã mở hộp',
  built: 'Đã lắp ráp',
  used: 'Đã qua sử dụng',
};
/** A kit that is not sealed must say what is wrong with it. */
export const conditionNeedsDescription = (c: KitCondition) => c !== 'new';
export const CONDITION_DESCRIPTION_REQUIRED =
  'Vui lòng nhập mô tả tình trạng sản phẩm (bắt buộc khi đã mở hộp, đã lắp ráp hoặc đã qua sử dụng)';
