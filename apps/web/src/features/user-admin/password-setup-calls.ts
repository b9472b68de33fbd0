import type { PasswordSetupCheck } from '@cho-gundam/contracts';
import { http } from '@/shared/lib/http';

// A staff invitation's link (/member/set-password) through the shell's HTTP client, not RTK Query: the
// page is a new staff member's first load, budgeted like every top-level route (issue 13).

/** `POST /auth/password-setup/check`: whom the link is for, or the server's refusal (used, expired). */
export const checkPasswordSetup = (token: string) => http.post<PasswordSetupCheck>('/auth/password-setup/check', { token });

/** `POST /auth/password-setup`: the password chosen; answers with the account's email. */
export const setUpPassword = (body: { token: string; password: string }) => http.post<{ email: string }>('/auth/password-setup', body);
