// The auth module's public surface: other modules import from here only.
export { presentUser, type UserRow } from './presenter.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { createSession, revokeSession, revokeSessions, revokeOtherSessions, type RevokeReason } from './sessions.js';
export { isUniqueViolation } from './db-errors.js';
