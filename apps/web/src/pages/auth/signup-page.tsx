import { SignupWizard } from '@/features/auth/components/signup-wizard';
import { usePageTitle } from '@/shared/hooks/use-page-title';

/** /member/signup (inside the auth layout's card). */
export default function SignupPage() {
  usePageTitle('Đăng ký');
  return <SignupWizard />;
}
