import { useState, type FormEvent } from 'react';
import { Button, Divider, Flex } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link } from 'react-router';
import { Typography } from '@/shared/ui/typography';
import { FormField, fieldControlProps } from '@/shared/ui/form-field';
import { NoteAlert } from '@/shared/ui/note-alert';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError, formatWait, retryAfterSeconds } from '@/shared/lib/form-helpers';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { useFieldProblems } from '@/shared/hooks/use-field-problems';
import { loginWithPassword, usePublicConfig } from '../sign-in-calls';
import { useCompleteSignIn, type SignIn } from '../use-complete-sign-in';
import { GoogleButton } from './google-button';

// the rules' schemas (and zod with them) load on the first check: a blur, a keystroke or "Đăng nhập"
const loadRules = () => import('../login-rules');

type Field = 'email' | 'password';
interface Problem {
  message: string;
  throttled: boolean;
}

/** The contracts' message for `value`, or undefined when it passes. */
async function problemWith(field: Field, value: string): Promise<string | undefined> {
  const { emailField, loginBody } = await loadRules();
  const r = (field === 'email' ? emailField : loginBody.shape.password).safeParse(value);
  return r.success ? undefined : (r.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
}

/**
 * Seed §7 `POST /auth/login {email, password}`; errors inline with the server's message. A plain form
 * drawn as antd's (shared/ui/form-field.tsx), not antd's Form: the page is many a phone's first load
 * (issue 13). As antd's Form did: the email is checked when it loses the focus, the password as it is
 * typed, both on "Đăng nhập"; while the request is out every field is disabled.
 */
export function LoginForm({ signIn }: { signIn: SignIn }) {
  const { params } = useQueryParams();
  const redirect = params.get('redirect');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  // a rule answers after it loads: only a field's latest check may set its message (use-field-problems)
  const { problems: errors, check } = useFieldProblems(problemWith);
  const [busy, setBusy] = useState(false);
  const config = usePublicConfig();
  const completeSignIn = useCompleteSignIn(signIn);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [wait, startWait] = useCountdown();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || wait > 0) return;
    setProblem(null);
    // the refusal's box needs antd's Alert: ask for it while the checks and the request run
    void import('antd/es/alert');
    const [emailOk, passwordOk] = await Promise.all([check('email', email), check('password', password)]);
    if (!emailOk || !passwordOk) return;
    const { loginBody } = await loadRules();
    const body = loginBody.safeParse({ email, password });
    if (!body.success) return;
    setBusy(true);
    try {
      completeSignIn(await loginWithPassword(body.data));
    } catch (err) {
      const error = apiError(err);
      if (error.status === 429) {
        startWait(retryAfterSeconds(error) ?? 60);
        setProblem({ message: error.message, throttled: true });
      } else {
        setProblem({ message: error.message, throttled: false });
      }
      if (error.code === 'invalid_credentials') setPassword('');
    } finally {
      setBusy(false);
    }
  };

  const onGoogleError = (message: string | null) => setProblem(message ? { message, throttled: false } : null);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0, textAlign: 'center' }}>
        Đăng nhập
      </Typography.Title>
      {problem && (
        <NoteAlert
          type="error"
          showIcon
          role="alert"
          title={problem.message}
          description={
            problem.throttled
              ? wait > 0
                ? `Bạn có thể thử lại sau ${formatWait(wait)}.`
                : 'Bạn có thể thử đăng nhập lại ngay bây giờ.'
              : undefined
          }
        />
      )}
      {/* noValidate: the browser's own (English) email bubble would hide the Vietnamese messages */}
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormField id="login-email" label="Email" error={errors.email}>
          <Input
            {...fieldControlProps('login-email', errors.email)}
            type="email"
            size="large"
            autoComplete="email"
            placeholder="email@vidu.vn"
            autoFocus={!params.get('email')}
            value={email}
            disabled={busy}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => void check('email', email)}
          />
        </FormField>
        <FormField id="login-password" label="Mật khẩu" error={errors.password}>
          <Password
            {...fieldControlProps('login-password', errors.password)}
            size="large"
            autoComplete="current-password"
            placeholder="Nhập mật khẩu"
            autoFocus={!!params.get('email')}
            value={password}
            disabled={busy}
            onChange={(e) => {
              setPassword(e.target.value);
              void check('password', e.target.value);
            }}
          />
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={busy || wait > 0}>
          Đăng nhập
        </Button>
      </form>
      {config?.google_client_id && (
        <>
          <Divider plain style={{ margin: 0 }}>
            Hoặc
          </Divider>
          <GoogleButton clientId={config.google_client_id} signIn={signIn} onError={onGoogleError} disabled={busy} />
        </>
      )}
      <Typography.Text style={{ textAlign: 'center' }}>
        Bạn chưa có tài khoản?{' '}
        <Link to={{ pathname: '/member/signup', search: redirect ? `?redirect=${encodeURIComponent(redirect)}` : '' }}>Đăng ký ngay</Link>
      </Typography.Text>
    </Flex>
  );
}
