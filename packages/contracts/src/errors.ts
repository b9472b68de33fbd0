/**
 * Error codes on the wire. The body of every error is
 * `{"error": {"code", "message", "details", "request_id"}}`; the web app switches on `code`
 * and may show `message` (always Vietnamese, always safe to show).
 */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'token_expired',
  'forbidden',
  'not_found',
  /** a listing or auction a moderator hid (flags): 410 "Nội dung đã bị ẩn" */
  'content_hidden',
  'conflict',
  'email_taken',
  'phone_taken',
  'email_not_verified',
  'invalid_credentials',
  'account_locked',
  'otp_invalid',
  'otp_expired',
  'otp_too_many_attempts',
  'otp_resend_too_early',
  'otp_rate_limited',
  'rate_limited',
  'google_not_configured',
  'google_token_invalid',
  'google_email_unverified',
  'refresh_invalid',
  'refresh_reused',
  'setup_token_invalid',
  'payload_too_large',
  'unsupported_media_type',
  'business_rule',
  'insufficient_funds',
  'idempotency_mismatch',
  'invalid_transition',
  'gateway_error',
  'carrier_error',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: {
    code: ErrorCode | string;
    message: string;
    details: unknown;
    request_id: string;
  };
}

export interface FieldViolation {
  field: string;
  message: string;
}
