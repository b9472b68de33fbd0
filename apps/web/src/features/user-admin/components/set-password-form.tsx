import { useEffect, useState } from 'react';
import type { PasswordSetupCheck } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { PageResult } from '@/shared/ui/page-result';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { Typography } from '@/shared/ui/typography';
import { checkPasswordSetup } from '../password-setup-calls';
import { SetPasswordFields } from './set-password-fields';

type Check = { token: string; data?: PasswordSetupCheck; error?: unknown };

/**
 * `/member/set-password?token=…`: a staff invitation's one-time link. The link is checked first
 * (the page greets the person by e-mail); the password follows the sign-up rules.
 */
export function SetPasswordForm({ token, onDone }: { token: string | null; onDone: (email: string) => void }) {
  const [check, setCheck] = useState<Check | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkPasswordSetup(token).then(
      (data) => current && setCheck({ token, data }),
      (error: unknown) => current && setCheck({ token, error }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  // an answer for another link than the one in the address is not this page's
  const answer = check && check.token === token ? check : null;

  if (!token || answer?.error !== undefined) {
    return (
      <PageResult
        status="warning"
        title="Liên kết không hợp lệ"
        subTitle={
          answer?.error !== undefined
            ? apiError(answer.error).message
            : 'Liên kết đặt mật khẩu thiếu mã. Vui lòng mở lại đúng liên kết trong email mời.'
        }
      />
    );
  }
  if (!answer?.data) return <TextSkeleton rows={4} />;
  return (
    <>
      <Typography.Title level={3}>Đặt mật khẩu</Typography.Title>
      <Typography.Paragraph>
        Xin chào <strong>{answer.data.full_name}</strong>. Hãy chọn mật khẩu cho tài khoản <strong>{answer.data.email}</strong>.
      </Typography.Paragraph>
      <SetPasswordFields token={token} onDone={onDone} />
    </>
  );
}
