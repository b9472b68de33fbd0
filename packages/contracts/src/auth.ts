import { z } from 'zod';
import { emailField, fullNameField, otpField, passwordField, phoneField, uuidField } from './fields.js';
import { userSchema } from './users.js';

// Seed §7: exactly these paths and payloads, under the versioned base /api/v1.
export const checkEmailBody = z.strictObject({ email: emailField });
export const checkEmailResponse = z.object({ exists: z.boolean() });

export const otpEmailGenerateBody = z.strictObject({ email: emailField });
export const otpEmailVerifyBody = z.strictObject({ email: emailField, otp_code: otpField });

export const registerBody = z.strictObject({ email: emailField, full_name: fullNameField, password: passwordField });

export const loginBody = z.strictObject({
  email: emailField,
  // sign-in never reveals the password rules: any non-empty string is checked against the hash
  password: z
    .string({ error: 'Vui lòng nhập mật khẩu' })
    .min(1, { error: 'Vui lòng nhập mật khẩu' })
    .max(200, { error: 'Mật khẩu quá dài' }),
});
export const googleLoginBody = z.strictObject({
  id_token: z.string({ error: 'Thiếu id_token' }).min(10, { error: 'id_token không hợp lệ' }).max(4096, { error: 'id_token không hợp lệ' }),
});
export const tokensVerifyBody = z.strictObject({
  access_token: z
    .string({ error: 'Thiếu access_token' })
    .min(1, { error: 'Thiếu access_token' })
    .max(4096, { error: 'access_token không hợp lệ' }),
});
/**
 * The refresh token comes from the HttpOnly cookie; non-browser clients may send it in the body.
 * A bodiless POST reaches the server as `null`, hence nullish.
 */
export const refreshBody = z
  .object({ refreshToken: z.string({ error: 'refreshToken không hợp lệ' }).max(200, { error: 'refreshToken không hợp lệ' }).optional() })
  .nullish();

export const phoneOtpGenerateBody = z.strictObject({ phone_number: phoneField });
export const phoneOtpVerifyBody = z.strictObject({ user_id: uuidField, phone_number: phoneField, otp_code: otpField });

export const authResponse = z.object({
  user: userSchema,
  access_token: z.string(),
  access_token_expires_at: z.string(),
});
export type AuthResponse = z.infer<typeof authResponse>;
export const refreshResponse = z.object({ access_token: z.string(), access_token_expires_at: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const otpSentResponse = z.object({
  sent: z.literal(true),
  expires_at: z.string(),
  resend_after_seconds: z.number(),
});
export type OtpSentResponse = z.infer<typeof otpSentResponse>;
export const otpVerifiedResponse = z.object({ verified: z.literal(true) });

export const publicConfigResponse = z.object({
  google_client_id: z.string().nullable(),
  environment: z.string(),
  dev_mailbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;
