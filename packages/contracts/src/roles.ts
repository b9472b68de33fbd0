/** Roles (product.md §1), free of zod so the first page load stays small. */
export const ROLES = ['member', 'seller', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  member: 'Thành viên',
  seller: 'Người bán',
  moderator: 'Kiểm duyệt viên',
  admin: 'Quản trị viên',
};
export const isStaff = (role: Role | undefined | null) => role === 'moderator' || role === 'admin';
