import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import Password from 'antd/es/input/Password';
import { useFieldProblems } from '@/shared/hooks/use-field-problems';
import { apiError } from '@/shared/lib/form-helpers';
import { FormField, fieldControlProps } from '@/shared/ui/form-field';
import { NoteAlert } from '@/shared/ui/note-alert';
import { setUpPassword } from '../password-setup-calls';

// the password's rule (and zod with it) loads on the first check
const loadRules = () => import('../password-rules');

type Field = 'password' | 'confirm';

/**
 * The new password and its repetition, by the sign-up rules. A plain form drawn as antd's
 * (shared/ui/form-field.tsx), as sign-in's: antd's Form and the contracts' rules are not part of the
 * page's first load (issue 13). As antd's Form did: each field is checked as it is typed (the
 * repetition again when the password changes), both on "Lưu mật khẩu".
 */
export function SetPasswordFields({ token, onDone }: { token: string; onDone: (email: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // the repetition is compared with the password as typed so far, also within the keystroke that changes it
  const typed = useRef('');
  const rule = useCallback(async (field: Field, value: string) => {
    if (field === 'confirm') {
      if (!value) return 'Vui lòng nhập lại mật khẩu';
      return value !== typed.current ? 'Mật khẩu nhập lại không khớp' : undefined;
    }
    const r = (await loadRules()).passwordSetupBody.shape.password.safeParse(value);
    return r.success ? undefined : (r.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
  }, []);
  const { problems, check } = useFieldProblems<Field>(rule);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setProblem(null);
    const [passwordOk, confirmOk] = await Promise.all([check('password', password), check('confirm', confirm)]);
    if (!passwordOk || !confirmOk) return;
    setSaving(true);
    try {
      onDone((await setUpPassword({ token, password })).email);
    } catch (err) {
      setProblem(apiError(err).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormField id="setup-password" label="Mật khẩu mới" error={problems.password}>
        <Password
          {...fieldControlProps('setup-password', problems.password)}
          autoComplete="new-password"
          autoFocus
          value={password}
          disabled={saving}
          onChange={(e) => {
            typed.current = e.target.value;
            setPassword(e.target.value);
            void check('password', e.target.value);
            // antd's `dependencies`: a repetition already typed is checked against the new password
            if (confirm) void check('confirm', confirm);
          }}
        />
      </FormField>
      <FormField id="setup-confirm" label="Nhập lại mật khẩu" error={problems.confirm}>
        <Password
          {...fieldControlProps('setup-confirm', problems.confirm)}
          autoComplete="new-password"
          value={confirm}
          disabled={saving}
          onChange={(e) => {
            setConfirm(e.target.value);
            void check('confirm', e.target.value);
          }}
        />
      </FormField>
      {problem ? (
        <div style={{ marginBottom: 16 }}>
          <NoteAlert type="error" showIcon title={problem} role="alert" />
        </div>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={saving}>
        Lưu mật khẩu
      </Button>
    </form>
  );
}
