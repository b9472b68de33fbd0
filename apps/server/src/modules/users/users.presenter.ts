import type { PublicUser, User } from '@cho-gundam/contracts';
import type { users } from './users.schema.js';

export type UserRow = typeof users.$inferSelect;

/** The user as the wire sees it: an explicit allowlist, so a password hash can never leak. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    email_verified: row.emailVerified,
    phone_number: row.phoneNumber,
    phone_number_verified: row.phoneNumberVerified,
    role: row.role,
    avatar_url: row.avatarUrl,
    created_at: row.createdAt.toISOString(),
  };
}

/** What any visitor may see of a member. */
export function presentPublicUser(row: UserRow): PublicUser {
  return { id: row.id, full_name: row.fullName, avatar_url: row.avatarUrl, created_at: row.createdAt.toISOString() };
}
