import type { MemberListItem, StaffMember } from '@cho-gundam/contracts';
import type { UserRow } from './user-admin.repository.js';

export function presentMember(u: UserRow): MemberListItem {
  return {
    id: u.id,
    full_name: u.fullName,
    email: u.email,
    phone_number: u.phoneNumber,
    role: u.role,
    status: u.status,
    locked_reason: u.lockedReason,
    avatar_url: u.avatarUrl,
    created_at: u.createdAt.toISOString(),
  };
}

export function presentStaff(u: UserRow): StaffMember {
  return { ...presentMember(u), role: u.role === 'admin' ? 'admin' : 'moderator', invitation_pending: u.passwordHash === null };
}
