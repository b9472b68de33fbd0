import { useEffect, useState, type FormEvent } from 'react';
import { Flex } from 'antd';
import { TileGrid } from '@/shared/ui/tile-grid';
import Input from 'antd/es/input/Input';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { FormField, fieldControlProps } from '@/shared/ui/form-field';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PlainButton } from '@/shared/ui/plain-button';
import { Label } from '@/shared/ui/tag';
import { Typography } from '@/shared/ui/typography';
import type { User } from '@cho-gundam/contracts';
import { ROLE_LABELS } from '@cho-gundam/contracts/core';
import { formatDate } from '@/shared/lib/format';
import { apiError } from '@/shared/lib/form-helpers';
import { serverFieldProblems, useFieldProblems } from '@/shared/hooks/use-field-problems';
import { usePending } from '@/shared/hooks/use-pending';
import { useUpdateFullName } from '../profile-calls';
import { AvatarUpload } from './avatar-upload';
import { LazyPhoneModal, usePhoneModal } from './lazy-phone-modal';

// the field's rule (zod with it) loads on its first check (profile-rules.ts)
const loadRules = () => import('../profile-rules');
async function fullNameProblem(_field: 'full_name', value: string) {
  const r = (await loadRules()).fullNameField.safeParse(value);
  return r.success ? undefined : (r.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
}

const verifiedLabel = (verified: boolean) =>
  verified ? <Label color="success">Đã xác thực</Label> : <Label color="warning">Chưa xác thực</Label>;

/**
 * "Hồ sơ của tôi": avatar, full name, email (read-only), phone via OTP. A plain form drawn as antd's
 * (shared/ui/form-field.tsx): antd's Form with its rule engine and the labels' tooltip was most of the
 * account page's weight above the budget (issue 13). The name is checked as it is typed, as antd's was.
 */
export function ProfileCard({ user }: { user: User }) {
  const { message } = useApp();
  const [fullName, setFullName] = useState(user.full_name);
  const field = useFieldProblems(fullNameProblem);
  const [update, saving] = usePending(useUpdateFullName());
  const phone = usePhoneModal();
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = fullName.trim() !== user.full_name;

  // the server's name (a save, another tab) replaces what the field shows
  useEffect(() => setFullName(user.full_name), [user.full_name]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setProblem(null);
    if (!(await field.check('full_name', fullName))) return;
    const parsed = (await loadRules()).fullNameField.safeParse(fullName);
    if (!parsed.success) return;
    try {
      await update(user.id, parsed.data);
      message.success('Đã cập nhật hồ sơ');
    } catch (err) {
      const error = apiError(err);
      const fields = serverFieldProblems(error, ['full_name'] as const);
      if (fields) field.show(fields);
      else setProblem(error.message);
    }
  };

  return (
    <Card title="Hồ sơ của tôi" extra={<Typography.Text type="secondary">Quản lý thông tin hồ sơ để bảo mật tài khoản</Typography.Text>}>
      <TileGrid columns={{ md: [16, 8] }} gap={[32, 24]}>
        <div>
          {problem && <NoteAlert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
          <form noValidate onSubmit={(e) => void onSubmit(e)}>
            <FormField id="profile-full-name" label="Họ và tên" error={field.problems.full_name}>
              <Input
                {...fieldControlProps('profile-full-name', field.problems.full_name)}
                autoComplete="name"
                maxLength={100}
                value={fullName}
                onChange={(e) => {
                  setFullName(e.target.value);
                  void field.check('full_name', e.target.value);
                }}
              />
            </FormField>
            <FormField id="profile-email" label="Email">
              <Flex gap={8} align="center">
                <Input id="profile-email" value={user.email} readOnly aria-readonly variant="filled" />
                {verifiedLabel(user.email_verified)}
              </Flex>
            </FormField>
            <FormField label="Số điện thoại">
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong={!!user.phone_number} type={user.phone_number ? undefined : 'secondary'}>
                  {user.phone_number ?? 'Chưa có số điện thoại'}
                </Typography.Text>
                {user.phone_number && verifiedLabel(user.phone_number_verified)}
                <PlainButton type="link" onClick={phone.show} loading={phone.loading} style={{ paddingInline: 4 }}>
                  {user.phone_number ? 'Thay đổi' : 'Thêm số điện thoại'}
                </PlainButton>
              </Flex>
            </FormField>
            <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
              Vai trò: {ROLE_LABELS[user.role]} · Tham gia từ {formatDate(user.created_at)}
            </Typography.Paragraph>
            <PlainButton type="primary" htmlType="submit" loading={saving} disabled={!dirty}>
              Lưu thay đổi
            </PlainButton>
          </form>
        </div>
        <div>
          <AvatarUpload user={user} />
        </div>
      </TileGrid>
      <LazyPhoneModal state={phone} user={user} />
    </Card>
  );
}
