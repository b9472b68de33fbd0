import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { FormField, fieldControlProps } from '@/shared/ui/form-field';
import { NoteAlert } from '@/shared/ui/note-alert';
import { useFieldProblems } from '@/shared/hooks/use-field-problems';
import { apiError, formatWait, retryAfterSeconds } from '@/shared/lib/form-helpers';
import { checkEmail, sendEmailCode } from '../signup-calls';

export const EMAIL_TAKEN_MESSAGE = 'Email đã tồn tại. Vui lòng chọn email khác!';

// the contracts' email rule (and zod with it) loads on the first check, as sign-in's does
const loadRules = () => import('../login-rules');

async function problemWith(_field: 'email', value: string): Promise<string | undefined> {
  const r = (await loadRules()).emailField.safeParse(value);
  return r.success ? undefined : (r.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
}

interface Props {
  initialEmail?: string;
  /** "Gửi mã xác thực" was pressed (the wizard starts loading the next steps' code) */
  onSubmit?: () => void;
  /** the code is on its way (or was sent less than a minute ago): go to step 2 */
  onSent: (email: string, resendAfterSeconds: number) => void;
}

/**
 * Step 1: `POST /check-email` → `POST /otp/email/generate`. A plain form drawn as antd's
 * (shared/ui/form-field.tsx), as sign-in's: the page is a new member's first load, often on a phone
 * (issue 13). The email is checked when it loses the focus and on "Gửi mã xác thực"; while the
 * requests are out the field is disabled.
 */
export function SignupEmailStep({ initialEmail = '', onSubmit: onSubmitted, onSent }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const { problems, check, show } = useFieldProblems(problemWith);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    onSubmitted?.();
    setProblem(null);
    if (!(await check('email', email))) return;
    const parsed = (await loadRules()).emailField.safeParse(email);
    if (!parsed.success) return;
    const address = parsed.data;
    setBusy(true);
    try {
      const { exists } = await checkEmail(address);
      if (exists) {
        show({ email: EMAIL_TAKEN_MESSAGE });
        return;
      }
      const sent = await sendEmailCode(address);
      onSent(address, sent.resend_after_seconds);
    } catch (err) {
      const error = apiError(err);
      const wait = retryAfterSeconds(error);
      // a code went to this address less than a minute ago: it is still valid, go and enter it
      if (error.code === 'otp_resend_too_early') return onSent(address, wait ?? 60);
      setProblem(wait ? `${error.message} Bạn có thể thử lại sau ${formatWait(wait)}.` : error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    // noValidate: the browser's own (English) email bubble would hide the Vietnamese messages
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      {problem && (
        <div style={{ marginBottom: 16 }}>
          <NoteAlert type="error" showIcon role="alert" title={problem} />
        </div>
      )}
      <FormField id="signup-email" label="Email" error={problems.email} extra="Chúng tôi sẽ gửi mã xác thực gồm 6 chữ số đến email này.">
        <Input
          {...fieldControlProps('signup-email', problems.email, true)}
          type="email"
          size="large"
          autoComplete="email"
          placeholder="Nhập email của bạn"
          autoFocus
          value={email}
          disabled={busy}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => void check('email', email)}
        />
      </FormField>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        Gửi mã xác thực
      </Button>
    </form>
  );
}
