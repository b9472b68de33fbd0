import { useState } from 'react';
import { Alert, Button, Divider, Flex, Result, Steps } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { Link, useNavigate } from 'react-router';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { usePublicConfig } from '../sign-in-calls';
import type { SignIn } from '../use-complete-sign-in';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { DevMailboxHint } from './dev-mailbox-hint';
import { GoogleButton } from './google-button';
import { SignupAccountStep } from './signup-account-step';
import { SignupEmailStep } from './signup-email-step';
import { SignupOtpStep } from './signup-otp-step';

type Stage = 'email' | 'otp' | 'account' | 'done';
const STEP_INDEX: Record<Stage, number> = { email: 0, otp: 1, account: 2, done: 2 };

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
      <Result
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
      <Steps
        size="small"
        current={STEP_INDEX[stage]}
        items={[{ title: 'Email' }, { title: 'Xác thực' }, { title: 'Thông tin tài khoản' }]}
      />
      {stage === 'email' && (
        <SignupEmailStep
          initialEmail={email}
          onSent={(e, wait) => {
            setEmail(e);
            startResend(wait);
            setStage('otp');
          }}
        />
      )}
      {stage === 'otp' && (
        <SignupOtpStep
          email={email}
          resendIn={resendIn}
          onResent={startResend}
          onVerified={() => setStage('account')}
          onChangeEmail={() => setStage('email')}
        />
      )}
      {stage === 'account' && <SignupAccountStep email={email} onRegistered={() => setStage('done')} onRestart={() => setStage('email')} />}
      {config?.dev_mailbox && stage !== 'account' && <DevMailboxHint />}
      {stage === 'email' && config?.google_client_id && (
        <>
          <Divider plain style={{ margin: 0 }}>
            Hoặc
          </Divider>
          {googleProblem && <Alert type="error" showIcon role="alert" title={googleProblem} />}
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
