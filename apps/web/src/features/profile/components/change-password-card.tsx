import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import type { User } from '@cho-gundam/contracts';
import { PASSWORD_RULES } from '@cho-gundam/contracts/core';
import { useChangePasswordMutation } from '../profile-api';
import { apiError, applyFieldErrors, zodRule } from '@/shared/lib/form-helpers';

// the field's rule (zod with it) loads on its first check (profile-rules.ts)
const loadRules = () => import('../profile-rules');

interface Values {
  current_password: string;
  new_password: string;
  confirm: string;
}

/** "Đổi mật khẩu": the server signs out every other device afterwards. */
export function ChangePasswordCard({ user }: { user: User }) {
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const onFinish = async (v: Values) => {
    setProblem(null);
    try {
      await change({
        userId: user.id,
        // an account created with Google has no password yet and may leave it empty
        ...(v.current_password ? { current_password: v.current_password } : {}),
        new_password: v.new_password,
      }).unwrap();
      form.resetFields();
      message.success('Đổi mật khẩu thành công. Các thiết bị khác đã được đăng xuất.');
    } catch (e) {
      const err = apiError(e);
      if (!applyFieldErrors(form, err)) setProblem(err.message);
    }
  };

  return (
    <Card title="Đổi mật khẩu">
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={isLoading} style={{ maxWidth: 480 }}>
        <Form.Item
          label="Mật khẩu hiện tại"
          name="current_password"
          extra="Bỏ trống nếu tài khoản được tạo bằng Google và chưa có mật khẩu."
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="Mật khẩu mới"
          name="new_password"
          rules={[zodRule(() => loadRules().then((m) => m.passwordField))]}
          extra={`Từ ${PASSWORD_RULES.min} đến ${PASSWORD_RULES.max} ký tự, có ít nhất một chữ cái và một chữ số.`}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Nhập lại mật khẩu mới"
          name="confirm"
          dependencies={['new_password']}
          rules={[
            { required: true, message: 'Vui lòng nhập lại mật khẩu mới' },
            ({ getFieldValue }) => ({
              validator: async (_r, value: string | undefined) => {
                if (value && value !== getFieldValue('new_password')) throw new Error('Mật khẩu nhập lại không khớp');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Đổi mật khẩu
        </Button>
      </Form>
    </Card>
  );
}
