import { useState } from 'react';
import { Alert, Button, Divider, Flex, Form, Input } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { Link } from 'react-router';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { useLoginMutation, usePublicConfigQuery } from '../auth-api';
import { apiError, formatWait, retryAfterSeconds, zodRule } from '@/shared/lib/form-helpers';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { useCompleteSignIn, type SignIn } from '../use-complete-sign-in';
import { GoogleButton } from './google-button';

// the rules' schemas (and zod with them) load on the first check: a blur, a keystroke or "Đăng nhập"
const loadRules = () => import('../login-rules');
const emailRule = zodRule(() => loadRules().then((m) => m.emailField));
const passwordRule = zodRule(() => loadRules().then((m) => m.loginBody.shape.password));

interface Values {
  email: string;
  password: string;
}
interface Problem {
  message: string;
  throttled: boolean;
}

/** Seed §7 `POST /auth/login {email, password}`; errors inline with the server's message. */
export function LoginForm({ signIn }: { signIn: SignIn }) {
  const { params } = useQueryParams();
  const redirect = params.get('redirect');
  const [form] = Form.useForm<Values>();
  const [login, { isLoading }] = useLoginMutation();
  const { data: config } = usePublicConfigQuery();
  const completeSignIn = useCompleteSignIn(signIn);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [wait, startWait] = useCountdown();

  const onFinish = async (values: Values) => {
    setProblem(null);
    const { loginBody } = await loadRules();
    const body = loginBody.safeParse(values);
    if (!body.success) return;
    try {
      completeSignIn(await login(body.data).unwrap());
    } catch (e) {
      const err = apiError(e);
      if (err.status === 429) {
        startWait(retryAfterSeconds(err) ?? 60);
        setProblem({ message: err.message, throttled: true });
      } else {
        setProblem({ message: err.message, throttled: false });
      }
      if (err.code === 'invalid_credentials') form.setFieldValue('password', '');
    }
  };

  const error = problem;
  const onGoogleError = (message: string | null) => setProblem(message ? { message, throttled: false } : null);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0, textAlign: 'center' }}>
        Đăng nhập
      </Typography.Title>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error.message}
          description={
            error.throttled
              ? wait > 0
                ? `Bạn có thể thử lại sau ${formatWait(wait)}.`
                : 'Bạn có thể thử đăng nhập lại ngay bây giờ.'
              : undefined
          }
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        // the browser's own (English) email bubble would hide the Vietnamese messages
        noValidate
        initialValues={{ email: params.get('email') ?? '', password: '' }}
        onFinish={onFinish}
        disabled={isLoading}
      >
        <Form.Item label="Email" name="email" rules={[emailRule]} validateTrigger="onBlur">
          <Input type="email" size="large" autoComplete="email" placeholder="email@vidu.vn" autoFocus={!params.get('email')} />
        </Form.Item>
        <Form.Item label="Mật khẩu" name="password" rules={[passwordRule]}>
          <Input.Password size="large" autoComplete="current-password" placeholder="Nhập mật khẩu" autoFocus={!!params.get('email')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading} disabled={wait > 0}>
          Đăng nhập
        </Button>
      </Form>
      {config?.google_client_id && (
        <>
          <Divider plain style={{ margin: 0 }}>
            Hoặc
          </Divider>
          <GoogleButton clientId={config.google_client_id} signIn={signIn} onError={onGoogleError} disabled={isLoading} />
        </>
      )}
      <Typography.Text style={{ textAlign: 'center' }}>
        Bạn chưa có tài khoản?{' '}
        <Link to={{ pathname: '/member/signup', search: redirect ? `?redirect=${encodeURIComponent(redirect)}` : '' }}>Đăng ký ngay</Link>
      </Typography.Text>
    </Flex>
  );
}
