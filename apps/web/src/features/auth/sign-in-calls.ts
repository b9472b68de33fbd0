import type { AuthResponse, PublicConfig } from '@cho-gundam/contracts';
import { useHttpResource } from '@/shared/hooks/use-http-resource';
import { http } from '@/shared/lib/http';

// Sign-in is where every "Đăng nhập" link and guarded page sends a visitor, often on a phone's first
// load: its calls go through the shell's HTTP client, not RTK Query, whose runtime (~20 KB gzip) then
// waits for the first page that needs it (issue 13). Failures throw the client's HttpError, which
// carries the server's status, code, message and details (shared/lib/form-helpers.ts reads them).

/** Seed §7 `POST /auth/login {email, password}`. */
export const loginWithPassword = (body: { email: string; password: string }) => http.post<AuthResponse>('/auth/login', body);

/** `POST /auth/google-login {id_token}`: the ID token Google's popup gave. */
export const loginWithGoogle = (idToken: string) => http.post<AuthResponse>('/auth/google-login', { id_token: idToken });

/** `GET /config`: whether Google sign-in is offered (its client id). Kept for an hour of the visit. */
export const usePublicConfig = () => useHttpResource<PublicConfig>('/config', 3_600_000).currentData;
