import { createContext } from 'react';

export type SessionStatus = 'checking' | 'ready';

export interface SessionValue {
  /** 'checking' until the start-up token check has answered: guarded pages wait for it */
  status: SessionStatus;
  /**
   * The page on which the person pressed "Đăng xuất" (until they sign in again): that member page
   * then goes home rather than to the sign-in form. Any other member page still asks to sign in.
   */
  signedOutFrom: string | null;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);
