// Flags ("Báo cáo vi phạm", product.md §10, docs/domain/flags.md): the zod-free part (the lists and
// their Vietnamese labels), so pages that only show a button or a label need no zod.

/** What can be reported: a listing, an auction, a user, a post on the exchange board. */
export const FLAG_TARGET_TYPES = ['listing', 'auction', 'user', 'exchange_post'] as const;
export type FlagTargetType = (typeof FLAG_TARGET_TYPES)[number];
export const FLAG_TARGET_LABELS: Record<FlagTargetType, string> = {
  listing: 'Sản phẩm đang bán',
  auction: 'Phiên đấu giá',
  user: 'Người dùng',
  exchange_post: 'Bài đăng trao đổi',
};

export const FLAG_REASONS = ['counterfeit', 'prohibited', 'misleading', 'scam', 'offensive', 'duplicate', 'other'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  counterfeit: 'Hàng giả, hàng nhái',
  prohibited: 'Hàng cấm hoặc không được phép bán',
  misleading: 'Mô tả sai sự thật, ảnh không đúng',
  scam: 'Có dấu hiệu lừa đảo',
  offensive: 'Nội dung phản cảm, xúc phạm',
  duplicate: 'Tin rác, đăng trùng lặp',
  other: 'Lý do khác',
};

export const FLAG_STATUSES = ['open', 'closed'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];
export const FLAG_STATUS_LABELS: Record<FlagStatus, string> = { open: 'Chờ xử lý', closed: 'Đã xử lý' };

/** `lock` locks the target's owner the way user management does (docs/domain/flags.md). */
export const FLAG_DECISIONS = ['hide', 'warn', 'lock', 'dismiss'] as const;
export type FlagDecision = (typeof FLAG_DECISIONS)[number];
export const FLAG_DECISION_LABELS: Record<FlagDecision, string> = {
  hide: 'Ẩn nội dung',
  warn: 'Cảnh cáo chủ sở hữu',
  lock: 'Khóa tài khoản chủ sở hữu',
  dismiss: 'Bỏ qua',
};

/** What a hidden listing, auction or exchange post answers instead of its page. */
export const HIDDEN_CONTENT_MESSAGE = 'Nội dung đã bị ẩn';

export const FLAG_TEXT_MAX = 1000;
/** A lock's reason is stored as the account's lock reason, which user management holds to 500 characters. */
export const FLAG_LOCK_REASON_MAX = 500;
