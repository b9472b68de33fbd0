import { AppError } from '../../lib/errors.js';

/**
 * The refusal a locked account gets at sign-in, refresh and on any request: it says the account is
 * locked and why (the moderator's reason), in Vietnamese (docs/domain/accounts.md).
 */
export function accountLockedMessage(reason: string | null | undefined): string {
  const why = reason?.trim().replace(/[.。\s]+$/, '');
  return why
    ? `Tài khoản của bạn đã bị khóa. Lý do: ${why}. Vui lòng liên hệ bộ phận hỗ trợ nếu bạn cần trao đổi thêm.`
    : 'Tài khoản của bạn đã bị khóa. Vui lòng liên hệ bộ phận hỗ trợ.';
}

export const accountLocked = (reason: string | null | undefined) =>
  new AppError('account_locked', 403, accountLockedMessage(reason), { reason: reason ?? null });
