import { useSelector } from 'react-redux';
import { selectStoredUser } from '@/features/session';
import { StaffAccounts } from '@/features/user-admin';
import { PageHeading } from '@/shared/ui/page-heading';

/** `/admin/staff`: staff accounts (invite by e-mail, disable, change role). */
export default function StaffPage() {
  const me = useSelector(selectStoredUser);
  return (
    <>
      <PageHeading title="Nhân viên" description="Tạo tài khoản kiểm duyệt viên và quản trị viên, vô hiệu hóa hoặc đổi vai trò." />
      <StaffAccounts viewerId={me?.id} />
    </>
  );
}
