import { useState } from 'react';
import { Alert, Button, Flex, Form } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { OTP_RULES } from '@cho-gundam/contracts';
import { sendEmailCode, verifyEmailCode } from '../signup-calls';
import { apiError, formatWait, retryAfterSeconds } from '@/shared/lib/form-helpers';
import { OtpField } from '@/shared/ui/otp-field';

interface Props {
  email: string;
  /** seconds until "Gửi lại mã" is allowed */
  resendIn: number;
  onResent: (resendAfterSeconds: number) => void;
  onVerified: () => void;
  onChangeEmail: () => void;
}

/** Step 2: the 6-digit code → `POST /otp/email/verify`; resend after 60 s. */
export function SignupOtpStep({ email, resendIn, onResent, onVerified, onChangeEmail }: Props) {
  const { message } = useApp();
  const [form] = Form.useForm<{ otp_code: string }>();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onFinish = async ({ otp_code }: { otp_code: string }) => {
    setProblem(null);
    setVerifying(true);
    try {
      await verifyEmailCode(email, otp_code.trim());
      message.success('Xác thực email thành công');
      onVerified();
    } catch (e) {
      const err = apiError(e);
      const wait = retryAfterSeconds(err);
      setProblem(wait ? `${err.message} Bạn có thể thử lại sau ${formatWait(wait)}.` : err.message);
      form.setFieldValue('otp_code', '');
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setProblem(null);
    setResending(true);
    try {
      const sent = await sendEmailCode(email);
      form.setFieldValue('otp_code', '');
      message.success(`Đã gửi lại mã xác thực đến ${email}`);
      onResent(sent.resend_after_seconds);
    } catch (e) {
      const err = apiError(e);
      const wait = retryAfterSeconds(err);
      if (err.code === 'otp_resend_too_early' && wait) return onResent(wait);
      setProblem(wait ? `${err.message} Bạn có thể thử lại sau ${formatWait(wait)}.` : err.message);
    } finally {
      setResending(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={verifying}>
      <Typography.Paragraph>
        Mã xác thực đã được gửi đến <Typography.Text strong>{email}</Typography.Text>. Mã có hiệu lực trong{' '}
        {Math.round(OTP_RULES.ttlSeconds / 60)} phút.
      </Typography.Paragraph>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <OtpField />
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Button type="link" style={{ padding: 0 }} onClick={onChangeEmail}>
          Đổi email
        </Button>
        <Button type="link" style={{ padding: 0 }} disabled={resendIn > 0 || resending} loading={resending} onClick={resend}>
          {resendIn > 0 ? `Gửi lại mã (${resendIn}s)` : 'Gửi lại mã'}
        </Button>
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={verifying}>
        Xác nhận
      </Button>
    </Form>
  );
}
