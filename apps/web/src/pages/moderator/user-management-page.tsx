import { MemberSearch } from '@/features/user-admin';
import { PageHeading } from '@/shared/ui/page-heading';

/** `/moderator/user-management`: member accounts (search, detail, lock/unlock, warnings); `?user=<id>` opens one. */
export default function UserManagementPage() {
  return (
    <>
      <PageHeading title="Quản lý người dùng" description="Tra cứu tài khoản, xem chi tiết, khóa hoặc mở khóa và gửi cảnh báo." />
      <MemberSearch />
    </>
  );
}
