import { useApp } from '@/shared/ui/app-feedback';
import { useNavigate } from 'react-router';
import { SetPasswordForm } from '@/features/user-admin';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { usePageTitle } from '@/shared/hooks/use-page-title';

/** `/member/set-password?token=…` (inside the auth layout's card): a staff invitation's set-password link. */
export default function SetPasswordPage() {
  usePageTitle('Đặt mật khẩu');
  const { params } = useQueryParams();
  const navigate = useNavigate();
  const { message } = useApp();
  return (
    <SetPasswordForm
      token={params.get('token')}
      onDone={(email) => {
        message.success(`Đã đặt mật khẩu cho ${email}. Bạn có thể đăng nhập ngay.`);
        void navigate('/member/login', { replace: true });
      }}
    />
  );
}
