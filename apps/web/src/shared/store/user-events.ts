import type { User } from '@cho-gundam/contracts';

const UPDATE_USER_PROFILE = 'auth/updateUserProfile';

/**
 * Seed §4 `updateUserProfile`: the signed-in person's profile as the server now has it. The session
 * feature's auth slice applies it (it is that slice's fourth action, hence the type); it is declared
 * here because the features that change a profile (profile: name, avatar, phone) must not import
 * the session feature.
 */
export const updateUserProfile = Object.assign((payload: User) => ({ type: UPDATE_USER_PROFILE, payload }), { type: UPDATE_USER_PROFILE });
