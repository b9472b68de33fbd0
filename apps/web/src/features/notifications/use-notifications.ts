import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '@/app/store';
import { clearNotifications, notificationsStore, startNotifications } from './notifications-store';

/** The notification state of this tab (re-renders on every change). */
export function useNotificationsState() {
  return useSyncExternalStore(notificationsStore.subscribe, notificationsStore.getState, notificationsStore.getState);
}

/**
 * Keeps the live listener running for `userId` while the calling component is on screen (the bell,
 * the page). When the last one leaves because the person signed out, everything is cleared.
 */
export function useNotificationsLive(userId: string | null) {
  const store = useStore<RootState>();
  useEffect(() => {
    if (!userId) {
      clearNotifications();
      return;
    }
    const release = startNotifications(userId);
    return () => {
      release();
      if (!store.getState().auth.isLoggedIn) clearNotifications();
    };
  }, [userId, store]);
  return useNotificationsState();
}
