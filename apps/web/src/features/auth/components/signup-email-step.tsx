import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { emailField } from '@cho-gundam/contracts';
import { useCheckEmailMutation, useGenerateEmailOtpMutation } from '../auth-api';
import { apiError, formatWait, retryAfterSeconds, zodRule } from '@/shared/lib/form-helpers';

export const EMAIL_TAKEN_MESSAGE = 'Email đã tồn tại. Vui lòng chọn email khác!';

interface Props {
  initialEmail?: string;
  /** the code is on its way (or was sent less than a minute ago): go to step 2 */
  onSent: (email: string, resendAfterSeconds: number) => void;
}

/** Step 1: `POST /check-email` → `POST /otp/email/generate`. */
export function SignupEmailStep({ initialEmail = '', onSent }: Props) {
  const [form] = Form.useForm<{ email: string }>();
  const [checkEmail, checking] = useCheckEmailMutation();
  const [generate, generating] = useGenerateEmailOtpMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = checking.isLoading || generating.isLoading;

  const onFinish = async (values: { email: string }) => {
    setProblem(null);
    const parsed = emailField.safeParse(values.email);
    if (!parsed.success) return;
    const email = parsed.data;
    try {
      const { exists } = await checkEmail({ email }).unwrap();
      if (exists) {
        form.setFields([{ name: 'email', errors: [EMAIL_TAKEN_MESSAGE] }]);
        return;
      }
      const sent = await generate({ email }).unwrap();
      onSent(email, sent.resend_after_seconds);
    } catch (e) {
      const err = apiError(e);
      const wait = retryAfterSeconds(err);
      // a code went to this address less than a minute ago: it is still valid, go and enter it
      if (err.code === 'otp_resend_too_early') return onSent(email, wait ?? 60);
      setProblem(wait ? `${err.message} Bạn có thể thử lại sau ${formatWait(wait)}.` : err.message);
    }
  };

  return (
    // noValidate: the browser's own (English) email bubble would hide the Vietnamese messages
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={{ email: initialEmail }}
      onFinish={onFinish}
      disabled={busy}
    >
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Email"
        name="email"
        rules={[zodRule(emailField)]}
        validateTrigger="onBlur"
        extra="Chúng tôi sẽ gửi mã xác thực gồm 6 chữ số đến email này."
      >
        <Input type="email" size="large" autoComplete="email" placeholder="Nhập email của bạn" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        Gửi mã xác thực
      </Button>
    </Form>
  );
}
