import type { PublicUser, Session } from '@cho-gundam/contracts';
import type { authSessions } from '../../db/schema.js';
import { presentUser, type UserRow } from '../auth/index.js';

// one presenter for the user object: the auth module's (sign-in answers carry the same object)
export { presentUser, type UserRow };
export type SessionRow = typeof authSessions.$inferSelect;

/** What any visitor may see of a member. */
export function presentPublicUser(row: UserRow): PublicUser {
  return { id: row.id, full_name: row.fullName, avatar_url: row.avatarUrl, created_at: row.createdAt.toISOString() };
}

export function presentSession(row: SessionRow, currentSessionId: string): Session {
  return {
    id: row.id,
    user_agent: row.userAgent,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
