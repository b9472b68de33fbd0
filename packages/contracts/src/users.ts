import { z } from 'zod';
import { fullNameField, passwordField } from './fields.js';

export * from './roles.js';
import { ROLES } from './roles.js';

/** The user object on the wire. Never carries a password hash. */
export const userSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  phone_number: z.string().nullable(),
  phone_number_verified: z.boolean(),
  role: z.enum(ROLES),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const updateProfileBody = z.strictObject({ full_name: fullNameField });
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const changePasswordBody = z.strictObject({
  current_password: z.string({ error: 'Vui lòng nhập mật khẩu hiện tại' }).min(1, { error: 'Vui lòng nhập mật khẩu hiện tại' }).max(200),
  new_password: passwordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const sessionSchema = z.object({
  id: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** What anyone may see of another member. */
export const publicUserSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** `GET /users/:id`: the full object for the member themself and for staff, the public profile otherwise. */
export const userProfileResponse = z.union([userSchema, publicUserSchema]);

/**
 * What `POST /users/:id/password` accepts: `current_password` may be left out only by an account
 * that has no password yet (created by Google sign-in); the server decides.
 */
export const changePasswordRequest = z.strictObject({
  current_password: changePasswordBody.shape.current_password.optional(),
  new_password: passwordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const sessionListResponse = z.array(sessionSchema);
