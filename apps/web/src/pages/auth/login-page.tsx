import { useState } from 'react';
import { GoogleRelay } from '@/features/auth/components/google-relay';
import { LoginForm } from '@/features/auth/components/login-form';
import { readGoogleAnswer } from '@/features/auth/google-popup';
import { useSignIn } from '@/features/session';
import { usePageTitle } from '@/shared/hooks/use-page-title';

/** /member/login (inside the auth layout's card). */
export default function LoginPage() {
  // read once: the Google popup lands here with the ID token in the fragment
  const [googleAnswer] = useState(() => readGoogleAnswer());
  const signIn = useSignIn();
  usePageTitle('Đăng nhập');
  return googleAnswer ? <GoogleRelay answer={googleAnswer} /> : <LoginForm signIn={signIn} />;
}
