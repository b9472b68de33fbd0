import { useState, type FormEvent } from 'react';
import Password from 'antd/es/input/Password';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { FormField, fieldControlProps } from '@/shared/ui/form-field';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PlainButton } from '@/shared/ui/plain-button';
import type { User } from '@cho-gundam/contracts';
import { PASSWORD_RULES } from '@cho-gundam/contracts/core';
import { apiError } from '@/shared/lib/form-helpers';
import { serverFieldProblems, useFieldProblems } from '@/shared/hooks/use-field-problems';
import { usePending } from '@/shared/hooks/use-pending';
import { changePassword } from '../profile-calls';

// the field's rule (zod with it) loads on its first check (profile-rules.ts)
const loadRules = () => import('../profile-rules');

type Field = 'current_password' | 'new_password' | 'confirm';
const FIELDS = ['current_password', 'new_password', 'confirm'] as const;
const EMPTY: Record<Field, string> = { current_password: '', new_password: '', confirm: '' };

/** The new password's rule; "nhập lại" is checked against it where it is typed (`matchProblem`). */
async function newPasswordProblem(field: Field, value: string) {
  if (field !== 'new_password') return undefined;
  const r = (await loadRules()).passwordField.safeParse(value);
  return r.success ? undefined : (r.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
}
function matchProblem(confirm: string, newPassword: string) {
  if (!confirm) return 'Vui lòng nhập lại mật khẩu mới';
  return confirm === newPassword ? undefined : 'Mật khẩu nhập lại không khớp';
}

const ids: Record<Field, string> = {
  current_password: 'password-current',
  new_password: 'password-new',
  confirm: 'password-confirm',
};

/**
 * "Đổi mật khẩu": the server signs out every other device afterwards. A plain form drawn as antd's
 * (shared/ui/form-field.tsx), as sign-in's (issue 13). As antd's Form did: the new password is checked
 * as it is typed, "nhập lại" as it is typed and again when the new password changes once it was
 * checked, every field on "Đổi mật khẩu"; while the request is out every field is disabled.
 */
export function ChangePasswordCard({ user }: { user: User }) {
  const { message } = useApp();
  const [values, setValues] = useState(EMPTY);
  const fields = useFieldProblems(newPasswordProblem);
  const [change, saving] = usePending(changePassword);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmChecked, setConfirmChecked] = useState(false);

  const checkConfirm = (confirm: string, newPassword: string) => {
    setConfirmChecked(true);
    const message = matchProblem(confirm, newPassword);
    fields.show({ confirm: message });
    return message === undefined;
  };

  const edit = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field === 'new_password') {
      void fields.check('new_password', value);
      if (confirmChecked) checkConfirm(next.confirm, value);
    }
    if (field === 'confirm') checkConfirm(value, next.new_password);
    if (field === 'current_password') fields.show({ current_password: undefined });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setProblem(null);
    const [newOk, confirmOk] = [await fields.check('new_password', values.new_password), checkConfirm(values.confirm, values.new_password)];
    if (!newOk || !confirmOk) return;
    try {
      await change(user.id, {
        // an account created with Google has no password yet and may leave it empty
        ...(values.current_password ? { current_password: values.current_password } : {}),
        new_password: values.new_password,
      });
      setValues(EMPTY);
      setConfirmChecked(false);
      fields.clear();
      message.success('Đổi mật khẩu thành công. Các thiết bị khác đã được đăng xuất.');
    } catch (err) {
      const error = apiError(err);
      const server = serverFieldProblems(error, FIELDS);
      if (server) fields.show(server);
      else setProblem(error.message);
    }
  };

  const input = (field: Field, autoComplete: string, hasExtra = false) => (
    <Password
      {...fieldControlProps(ids[field], fields.problems[field], hasExtra)}
      autoComplete={autoComplete}
      value={values[field]}
      disabled={saving}
      onChange={(e) => edit(field, e.target.value)}
    />
  );

  return (
    <Card title="Đổi mật khẩu">
      {problem && <NoteAlert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <form noValidate onSubmit={(e) => void onSubmit(e)} style={{ maxWidth: 480 }}>
        <FormField
          id={ids.current_password}
          label="Mật khẩu hiện tại"
          error={fields.problems.current_password}
          extra="Bỏ trống nếu tài khoản được tạo bằng Google và chưa có mật khẩu."
        >
          {input('current_password', 'current-password', true)}
        </FormField>
        <FormField
          id={ids.new_password}
          label="Mật khẩu mới"
          error={fields.problems.new_password}
          extra={`Từ ${PASSWORD_RULES.min} đến ${PASSWORD_RULES.max} ký tự, có ít nhất một chữ cái và một chữ số.`}
        >
          {input('new_password', 'new-password', true)}
        </FormField>
        <FormField id={ids.confirm} label="Nhập lại mật khẩu mới" error={fields.problems.confirm}>
          {input('confirm', 'new-password')}
        </FormField>
        <PlainButton type="primary" htmlType="submit" loading={saving}>
          Đổi mật khẩu
        </PlainButton>
      </form>
    </Card>
  );
}
