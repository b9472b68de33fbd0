import { useEffect, useSyncExternalStore } from 'react';
import { clearNotifications, notificationsStore, startNotifications } from './notifications-store';

/** The notification state of this tab (re-renders on every change). */
export function useNotificationsState() {
  return useSyncExternalStore(notificationsStore.subscribe, notificationsStore.getState, notificationsStore.getState);
}

/**
 * "Is someone still signed in?", asked when a screen using the notifications leaves: the one who
 * composes the bell or the page passes the session's answer (features/session `useSignedInCheck`).
 */
export type SignedInCheck = () => boolean;

/**
 * Keeps the live listener running for `userId` while the calling component is on screen (the bell,
 * the page). When the last one leaves because the person signed out, everything is cleared.
 */
export function useNotificationsLive(userId: string | null, isSignedIn: SignedInCheck) {
  useEffect(() => {
    if (!userId) {
      clearNotifications();
      return;
    }
    const release = startNotifications(userId);
    return () => {
      release();
      if (!isSignedIn()) clearNotifications();
    };
  }, [userId, isSignedIn]);
  return useNotificationsState();
}
