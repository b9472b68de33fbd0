export { SessionProvider } from './session-provider';
export { useSession, useCurrentUser, safeRedirect } from './use-session';
export { wireSessionEvents } from './wire-session-events';
export { startSession, endSession, verifyAccessToken } from './start-session';
export type { SessionStatus } from './session-context';
export { useSignOut } from './use-sign-out';
