import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import type { User } from '@cho-gundam/contracts';
import { usePending } from '@/shared/hooks/use-pending';
import { sendPhoneCode, useVerifyPhoneCode } from '../profile-calls';
import { apiError, formatWait, retryAfterSeconds, zodRule } from '@/shared/lib/form-helpers';
import { OtpField } from '@/shared/ui/otp-field';
import { useCountdown } from '@/shared/hooks/use-countdown';

// the field's rule (zod with it) loads on its first check (profile-rules.ts)
const loadRules = () => import('../profile-rules');

interface Props {
  open: boolean;
  user: User;
  onClose: () => void;
}

/** product.md §2 Phone: number → "Gửi mã" → 6-digit code → verified on the signed-in account. */
export function PhoneModal({ open, user, onClose }: Props) {
  const { message } = useApp();
  const [phoneForm] = Form.useForm<{ phone_number: string }>();
  const [otpForm] = Form.useForm<{ otp_code: string }>();
  const [phone, setPhone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [resendIn, startResend] = useCountdown();
  const [generate, generating] = usePending(sendPhoneCode);
  const [verify, verifying] = usePending(useVerifyPhoneCode());

  useEffect(() => {
    if (!open) return;
    setPhone(null);
    setProblem(null);
    phoneForm.resetFields();
    otpForm.resetFields();
  }, [open, phoneForm, otpForm]);

  const send = async (raw: string) => {
    setProblem(null);
    const parsed = (await loadRules()).phoneField.safeParse(raw);
    if (!parsed.success) return;
    try {
      const sent = await generate(parsed.data);
      setPhone(parsed.data);
      startResend(sent.resend_after_seconds);
      otpForm.resetFields();
    } catch (e) {
      const err = apiError(e);
      const wait = retryAfterSeconds(err);
      if (err.code === 'otp_resend_too_early' && wait) {
        setPhone(parsed.data);
        startResend(wait);
        return;
      }
      setProblem(wait ? `${err.message} Bạn có thể thử lại sau ${formatWait(wait)}.` : err.message);
    }
  };

  const confirm = async ({ otp_code }: { otp_code: string }) => {
    if (!phone) return;
    setProblem(null);
    try {
      await verify({ user_id: user.id, phone_number: phone, otp_code: otp_code.trim() });
      message.success('Đã xác thực số điện thoại');
      onClose();
    } catch (e) {
      const err = apiError(e);
      const wait = retryAfterSeconds(err);
      setProblem(wait ? `${err.message} Bạn có thể thử lại sau ${formatWait(wait)}.` : err.message);
      otpForm.setFieldValue('otp_code', '');
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={user.phone_number ? 'Thay đổi số điện thoại' : 'Thêm số điện thoại'}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      {!phone ? (
        <Form form={phoneForm} layout="vertical" requiredMark={false} onFinish={(v) => send(v.phone_number)} disabled={generating}>
          <Typography.Paragraph type="secondary">
            Nhập số điện thoại di động Việt Nam để nhận mã xác thực. Số điện thoại đã xác thực là bắt buộc để mua, bán và trao đổi.
          </Typography.Paragraph>
          <Form.Item label="Số điện thoại" name="phone_number" rules={[zodRule(() => loadRules().then((m) => m.phoneField))]}>
            <Input size="large" type="tel" autoComplete="tel" placeholder="Ví dụ: 0912345678" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={generating}>
            Gửi mã
          </Button>
        </Form>
      ) : (
        <Form form={otpForm} layout="vertical" requiredMark={false} onFinish={confirm} disabled={verifying}>
          <Typography.Paragraph>
            Mã xác thực đã được gửi đến <Typography.Text strong>{phone}</Typography.Text>.
          </Typography.Paragraph>
          <OtpField />
          <Flex justify="space-between" style={{ marginBottom: 16 }}>
            <Button type="link" style={{ padding: 0 }} onClick={() => setPhone(null)}>
              Đổi số khác
            </Button>
            <Button type="link" style={{ padding: 0 }} disabled={resendIn > 0} loading={generating} onClick={() => send(phone)}>
              {resendIn > 0 ? `Gửi lại mã (${resendIn}s)` : 'Gửi lại mã'}
            </Button>
          </Flex>
          <Button type="primary" htmlType="submit" block size="large" loading={verifying}>
            Xác nhận
          </Button>
        </Form>
      )}
    </Modal>
  );
}
