import type { UserActionsProps } from '@/features/navigation';
import { UserActions } from '@/features/navigation/user-actions';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { useSignedInCheck } from '@/features/session';

/** The navbar's actions of a signed-in person, with the notifications feature's bell in its slot. */
export default function NavbarUserActions(props: UserActionsProps) {
  const isSignedIn = useSignedInCheck();
  return <UserActions {...props} bell={<NotificationBell userId={props.user.id} isSignedIn={isSignedIn} />} />;
}
