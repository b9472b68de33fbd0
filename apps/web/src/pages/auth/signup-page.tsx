import { SignupWizard } from '@/features/auth/components/signup-wizard';
import { useSignIn } from '@/features/session';
import { usePageTitle } from '@/shared/hooks/use-page-title';

/** /member/signup (inside the auth layout's card). */
export default function SignupPage() {
  const signIn = useSignIn();
  usePageTitle('Đăng ký');
  return <SignupWizard signIn={signIn} />;
}
