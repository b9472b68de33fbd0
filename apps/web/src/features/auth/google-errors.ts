/**
 * Seed §8: every sign-in error code of the Google popup gets its own Vietnamese message.
 * Codes may arrive bare (`popup-blocked`) or Firebase-style (`auth/popup-blocked`).
 */
export const GOOGLE_ERROR_CODES = [
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'network-request-failed',
  'web-storage-unsupported',
  'internal-error',
  'invalid-api-key',
  'auth-domain-config-required',
] as const;
export type GoogleErrorCode = (typeof GOOGLE_ERROR_CODES)[number];

export const GOOGLE_ERROR_MESSAGES: Record<GoogleErrorCode, string> = {
  'unauthorized-domain': 'Tên miền này chưa được cấp phép đăng nhập bằng Google. Vui lòng liên hệ quản trị viên.',
  'popup-blocked': 'Trình duyệt đã chặn cửa sổ đăng nhập Google. Vui lòng cho phép cửa sổ bật lên (popup) cho trang này rồi thử lại.',
  'popup-closed-by-user': 'Bạn đã đóng cửa sổ đăng nhập Google trước khi hoàn tất. Vui lòng thử lại.',
  'cancelled-popup-request': 'Yêu cầu đăng nhập Google trước đó đã bị hủy vì một cửa sổ đăng nhập mới được mở.',
  'network-request-failed': 'Không thể kết nối tới Google. Vui lòng kiểm tra kết nối mạng rồi thử lại.',
  'web-storage-unsupported':
    'Trình duyệt đang chặn cookie hoặc bộ nhớ web nên không thể đăng nhập bằng Google. Vui lòng bật lại rồi thử lại.',
  'internal-error': 'Đăng nhập Google gặp lỗi không xác định. Vui lòng thử lại sau.',
  'invalid-api-key': 'Cấu hình đăng nhập Google không hợp lệ (mã ứng dụng sai). Vui lòng liên hệ quản trị viên.',
  'auth-domain-config-required': 'Đăng nhập Google chưa được cấu hình đầy đủ. Vui lòng liên hệ quản trị viên.',
};

export function isGoogleErrorCode(code: string): code is GoogleErrorCode {
  return (GOOGLE_ERROR_CODES as readonly string[]).includes(code);
}

/** `auth/popup-blocked` → `popup-blocked`; anything unknown → `internal-error`. */
export function normalizeGoogleErrorCode(raw: string | null | undefined): GoogleErrorCode {
  const code = (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/^auth\//, '');
  return isGoogleErrorCode(code) ? code : 'internal-error';
}

export function googleErrorMessage(raw: string | null | undefined): string {
  return GOOGLE_ERROR_MESSAGES[normalizeGoogleErrorCode(raw)];
}

/**
 * The `error` parameter Google's authorization endpoint sends back (OAuth 2.0 / OpenID Connect)
 * translated to the seed's codes.
 */
export function googleErrorFromOAuth(error: string | null | undefined): GoogleErrorCode {
  switch (error) {
    case 'access_denied':
    case 'interaction_required':
    case 'login_required':
    case 'consent_required':
    case 'account_selection_required':
      return 'popup-closed-by-user';
    case 'invalid_client':
    case 'unauthorized_client':
      return 'invalid-api-key';
    case 'redirect_uri_mismatch':
    case 'origin_mismatch':
    case 'invalid_request':
      return 'unauthorized-domain';
    case 'temporarily_unavailable':
      return 'network-request-failed';
    default:
      return 'internal-error';
  }
}

export class GoogleSignInError extends Error {
  readonly code: GoogleErrorCode;
  constructor(code: GoogleErrorCode) {
    super(GOOGLE_ERROR_MESSAGES[code]);
    this.name = 'GoogleSignInError';
    this.code = code;
  }
}
