// The auth module's public surface: other modules import from here only.
import type { AppModule } from '../../lib/module.js';
import { resolveAccessToken } from './access-tokens.js';
import { accountRoutes } from './account.routes.js';
import { accountService } from './account.service.js';
import type { AuthDeps } from './auth.deps.js';
import { authRoutes } from './auth.routes.js';

export type { AuthDeps } from './auth.deps.js';
export { hashPassword, verifyPassword } from './passwords.js';
export {
  createSession,
  isSessionLive,
  listLiveSessions,
  revokeSession,
  revokeSessions,
  revokeOtherSessions,
  type RevokeReason,
} from './sessions.js';
export { issuePasswordSetupToken, PASSWORD_SETUP_TTL_MS } from './password-setup.js';
export { accountLockedMessage } from './account-locked.js';
export { isUniqueViolation } from '../../db/errors.js';
export { authSessions } from './auth.schema.js';

/** Sign-up, sign-in, sessions, phone and password (seed §7); `resolveCaller` backs the app's auth guard. */
export function createAuthModule(deps: AuthDeps) {
  const account = accountService(deps);
  return {
    routes: async (app) => {
      await app.register(authRoutes(deps));
      await app.register(accountRoutes(account, deps.config));
    },
    resolveCaller: (token: string) => resolveAccessToken(deps.db, deps.config.jwtSecret, deps.clock, token),
  } satisfies AppModule & { resolveCaller: unknown };
}
