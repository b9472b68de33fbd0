import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { fullNameField, passwordField, registerBody } from '@cho-gundam/contracts';
import { registerAccount } from '../signup-calls';
import { apiError, applyFieldErrors, zodRule } from '@/shared/lib/form-helpers';
import { PasswordRules } from './password-rules';

interface Values {
  full_name: string;
  password: string;
  confirm: string;
}
interface Props {
  email: string;
  onRegistered: () => void;
  /** the verification lapsed (30 minutes): start again from the email */
  onRestart: () => void;
}

/** Step 3: full name + password → `POST /users {email, full_name, password}`. */
export function SignupAccountStep({ email, onRegistered, onRestart }: Props) {
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form);
  const [isLoading, setLoading] = useState(false);
  const [problem, setProblem] = useState<{ message: string; restart: boolean } | null>(null);

  const onFinish = async (values: Values) => {
    setProblem(null);
    const body = registerBody.safeParse({ email, full_name: values.full_name, password: values.password });
    if (!body.success) return;
    setLoading(true);
    try {
      await registerAccount(body.data);
      onRegistered();
    } catch (e) {
      const err = apiError(e);
      if (applyFieldErrors(form, err)) return;
      setProblem({ message: err.message, restart: err.code === 'email_not_verified' || err.code === 'email_taken' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={isLoading}>
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem.message}
          style={{ marginBottom: 16 }}
          action={
            problem.restart ? (
              <Button size="small" onClick={onRestart}>
                Nhập lại email
              </Button>
            ) : undefined
          }
        />
      )}
      <Form.Item label="Email">
        <Input size="large" value={email} disabled aria-readonly />
      </Form.Item>
      <Form.Item label="Họ và tên" name="full_name" rules={[zodRule(fullNameField)]}>
        <Input size="large" autoComplete="name" placeholder="Ví dụ: Nguyễn Văn An" autoFocus />
      </Form.Item>
      <Form.Item label="Mật khẩu" name="password" rules={[zodRule(passwordField)]}>
        <Input.Password size="large" autoComplete="new-password" placeholder="Tạo mật khẩu" />
      </Form.Item>
      <PasswordRules value={password} />
      <Form.Item
        label="Nhập lại mật khẩu"
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: 'Vui lòng nhập lại mật khẩu' },
          ({ getFieldValue }) => ({
            validator: async (_r, value: string | undefined) => {
              if (value && value !== getFieldValue('password')) throw new Error('Mật khẩu nhập lại không khớp');
            },
          }),
        ]}
      >
        <Input.Password size="large" autoComplete="new-password" placeholder="Nhập lại mật khẩu" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        Đăng ký
      </Button>
    </Form>
  );
}
