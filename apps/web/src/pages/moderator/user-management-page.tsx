import { EmptyPage } from '@/shared/ui/empty-page';

/** `/moderator/user-management`: member accounts. */
export default function UserManagementPage() {
  return (
    <EmptyPage
      title="Quản lý người dùng"
      description="Tra cứu, khóa và mở khóa tài khoản thành viên."
      emptyText="Chưa có người dùng nào để hiển thị"
    />
  );
}
