import type { OtpSentResponse, User } from '@cho-gundam/contracts';
import { http } from '@/shared/lib/http';

// Registration (seed §7 paths, under /api/v1), through the shell's HTTP client rather than RTK Query,
// whose runtime (~20 KB gzip) would otherwise come with a phone's cold load of /member/signup (issue 13).
// Failures throw the client's HttpError (shared/lib/form-helpers.ts `apiError` reads it).

/** `POST /check-email`: whether an account already has this address. */
export const checkEmail = (email: string) => http.post<{ exists: boolean }>('/check-email', { email });

/** `POST /otp/email/generate`: a 6-digit code mailed to the address. */
export const sendEmailCode = (email: string) => http.post<OtpSentResponse>('/otp/email/generate', { email });

/** `POST /otp/email/verify`: the code the member typed. */
export const verifyEmailCode = (email: string, otp_code: string) => http.post<{ verified: true }>('/otp/email/verify', { email, otp_code });

/** `POST /users`: the verified address's account. */
export const registerAccount = (body: { email: string; full_name: string; password: string }) => http.post<User>('/users', body);
