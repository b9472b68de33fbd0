import { NotificationsCenter } from '@/features/notifications/notifications-center';
import { useCurrentUser, useSignedInCheck } from '@/features/session';

/** `/notifications`: everything that happened to the member's orders, wallet, withdrawals and plans. */
export default function NotificationsPage() {
  const user = useCurrentUser();
  const isSignedIn = useSignedInCheck();
  // the route is behind RequireSignIn; nothing to show in the instant a sign-out takes effect
  return user ? <NotificationsCenter userId={user.id} isSignedIn={isSignedIn} /> : null;
}
