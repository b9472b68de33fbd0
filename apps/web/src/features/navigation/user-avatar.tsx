import { Avatar } from '@/shared/ui/avatar';
import { UserOutlined } from '@ant-design/icons';
import type { User } from '@cho-gundam/contracts';

/** The member's picture, or a person icon when there is none. */
export function UserAvatar({ user, size = 32 }: { user: Pick<User, 'avatar_url'>; size?: number }) {
  return (
    <Avatar
      size={size}
      src={user.avatar_url ?? undefined}
      icon={user.avatar_url ? undefined : <UserOutlined />}
      alt=""
      style={{ flex: 'none' }}
    />
  );
}
