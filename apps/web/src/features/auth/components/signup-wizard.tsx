import { lazy, Suspense, useState } from 'react';
import { Button, Divider, Flex } from 'antd';
import { LoadingLine } from '@/shared/ui/loading-line';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PageResult } from '@/shared/ui/page-result';
import { Steps } from '@/shared/ui/steps';
import { Typography } from '@/shared/ui/typography';
import { Link, useNavigate } from 'react-router';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { usePublicConfig } from '../sign-in-calls';
import type { SignIn } from '../use-complete-sign-in';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { DevMailboxHint } from './dev-mailbox-hint';
import { GoogleButton } from './google-button';
import { SignupEmailStep } from './signup-email-step';

// Steps 2 and 3 (antd's Form, the code field, the password rules) load once the email is sent, not with
// the page: a phone's cold load of /member/signup carries only the email step (issue 13).
const loadOtpStep = () => import('./signup-otp-step');
const loadAccountStep = () => import('./signup-account-step');
const SignupOtpStep = lazy(() => loadOtpStep().then((m) => ({ default: m.SignupOtpStep })));
const SignupAccountStep = lazy(() => loadAccountStep().then((m) => ({ default: m.SignupAccountStep })));
const preloadLaterSteps = () => {
  void loadOtpStep();
  void loadAccountStep();
};

type Stage = 'email' | 'otp' | 'account' | 'done';
const STEP_INDEX: Record<Stage, number> = { email: 0, otp: 1, account: 2, done: 2 };
const STEPS = [{ title: 'Email' }, { title: 'Xác thực' }, { title: 'Thông tin tài khoản' }];

/** product.md §2 registration: email → emailed 6-digit code → name and password. */
export function SignupWizard({ signIn }: { signIn: SignIn }) {
  const navigate = useNavigate();
  const { params } = useQueryParams();
  const redirect = params.get('redirect');
  const config = usePublicConfig();
  const [stage, setStage] = useState<Stage>('email');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [resendIn, startResend] = useCountdown();
  const [googleProblem, setGoogleProblem] = useState<string | null>(null);

  if (stage === 'done') {
    const login = `/member/login?${new URLSearchParams({ email, ...(redirect ? { redirect } : {}) }).toString()}`;
    return (
      <PageResult
        status="success"
        title="Đăng ký tài khoản thành công"
        subTitle={`Tài khoản ${email} đã sẵn sàng. Hãy đăng nhập để bắt đầu mua bán, đấu giá và trao đổi Gundam.`}
        extra={
          <Button type="primary" size="large" onClick={() => navigate(login)}>
            Đăng nhập ngay
          </Button>
        }
      />
    );
  }

  return (
    <Flex vertical gap={20}>
      <Typography.Title level={2} style={{ margin: 0, textAlign: 'center' }}>
        Đăng ký
      </Typography.Title>
      <Steps size="small" current={STEP_INDEX[stage]} items={STEPS} />
      {stage === 'email' && (
        <SignupEmailStep
          initialEmail={email}
          onSubmit={preloadLaterSteps}
          onSent={(e, wait) => {
            setEmail(e);
            startResend(wait);
            setStage('otp');
          }}
        />
      )}
      <Suspense fallback={<LoadingLine />}>
        {stage === 'otp' && (
          <SignupOtpStep
            email={email}
            resendIn={resendIn}
            onResent={startResend}
            onVerified={() => setStage('account')}
            onChangeEmail={() => setStage('email')}
          />
        )}
        {stage === 'account' && (
          <SignupAccountStep email={email} onRegistered={() => setStage('done')} onRestart={() => setStage('email')} />
        )}
      </Suspense>
      {config?.dev_mailbox && stage !== 'account' && <DevMailboxHint />}
      {stage === 'email' && config?.google_client_id && (
        <>
          <Divider plain style={{ margin: 0 }}>
            Hoặc
          </Divider>
          {googleProblem && <NoteAlert type="error" showIcon role="alert" title={googleProblem} />}
          <GoogleButton clientId={config.google_client_id} signIn={signIn} onError={setGoogleProblem} />
        </>
      )}
      <Typography.Text style={{ textAlign: 'center' }}>
        Đã có tài khoản?{' '}
        <Link to={{ pathname: '/member/login', search: redirect ? `?redirect=${encodeURIComponent(redirect)}` : '' }}>Đăng nhập</Link>
      </Typography.Text>
    </Flex>
  );
}
