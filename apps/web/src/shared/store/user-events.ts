import type { User } from '@cho-gundam/contracts';

const UPDATE_USER_PROFILE = 'auth/updateUserProfile';

/**
 * Seed §4 `updateUserProfile`: the signed-in person's profile as the server now has it. The session
 * feature's auth slice applies it (it is that slice's fourth action, hence the type); it is declared
 * here because the features that change a profile (profile: name, avatar, phone) must not import
 * the session feature.
 */
export const updateUserProfile = Object.assign((payload: User) => ({ type: UPDATE_USER_PROFILE, payload }), { type: UPDATE_USER_PROFILE });

const LOGOUT = 'auth/logout';

/**
 * Seed §4 `logout`: this device signs out. The session feature's auth slice sends it (it is that
 * slice's `logout`, hence the type); declared here so the features that hold a member's data (the
 * exchange slice's trade on screen) can forget it without importing the session feature.
 */
export const signedOut = Object.assign(() => ({ type: LOGOUT }), { type: LOGOUT });
