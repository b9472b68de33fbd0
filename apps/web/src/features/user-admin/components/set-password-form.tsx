import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Skeleton } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { passwordSetupBody } from '@cho-gundam/contracts';
import { apiError, zodRule } from '@/shared/lib/form-helpers';
import { usePasswordSetupCheckQuery, usePasswordSetupMutation } from '../user-admin-api';

interface Values {
  password: string;
  confirm: string;
}

/**
 * `/member/set-password?token=…`: a staff invitation's one-time link. The link is checked first
 * (the page greets the person by e-mail); the password follows the sign-up rules.
 */
export function SetPasswordForm({ token, onDone }: { token: string | null; onDone: (email: string) => void }) {
  const check = usePasswordSetupCheckQuery(token ?? '', { skip: !token });
  const [setPassword, saving] = usePasswordSetupMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  if (!token || check.isError) {
    return (
      <Result
        status="warning"
        title="Liên kết không hợp lệ"
        subTitle={
          check.isError ? apiError(check.error).message : 'Liên kết đặt mật khẩu thiếu mã. Vui lòng mở lại đúng liên kết trong email mời.'
        }
      />
    );
  }
  if (check.isLoading || !check.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const submit = async (v: Values) => {
    setProblem(null);
    try {
      const r = await setPassword({ token, password: v.password }).unwrap();
      onDone(r.email);
    } catch (e) {
      setProblem(apiError(e).message);
    }
  };
  return (
    <>
      <Typography.Title level={3}>Đặt mật khẩu</Typography.Title>
      <Typography.Paragraph>
        Xin chào <strong>{check.data.full_name}</strong>. Hãy chọn mật khẩu cho tài khoản <strong>{check.data.email}</strong>.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="password" label="Mật khẩu mới" rules={[zodRule(passwordSetupBody.shape.password)]}>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="Nhập lại mật khẩu"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Vui lòng nhập lại mật khẩu' },
            ({ getFieldValue }) => ({
              validator: async (_r, value: string) => {
                if (value && value !== getFieldValue('password')) throw new Error('Mật khẩu nhập lại không khớp');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" block loading={saving.isLoading}>
          Lưu mật khẩu
        </Button>
      </Form>
    </>
  );
}
