import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { useRef, type ChangeEvent } from 'react';
import { Flex } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Avatar } from '@/shared/ui/avatar';
import { PlainButton } from '@/shared/ui/plain-button';
import { Typography } from '@/shared/ui/typography';
import type { User } from '@cho-gundam/contracts';
import { AVATAR_RULES } from '@cho-gundam/contracts/core';
import { usePending } from '@/shared/hooks/use-pending';
import { useUploadAvatar } from '../profile-calls';
import { apiError } from '@/shared/lib/form-helpers';

const MAX_MB = Math.round(AVATAR_RULES.maxBytes / (1024 * 1024));

/** Client-side check before anything is sent (the server checks the bytes again). */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_RULES.types as readonly string[]).includes(file.type)) return 'Ảnh đại diện phải là tệp JPEG, PNG hoặc WebP.';
  if (file.size > AVATAR_RULES.maxBytes) return `Ảnh đại diện tối đa ${MAX_MB} MB. Vui lòng chọn ảnh nhỏ hơn.`;
  return null;
}

/**
 * The avatar and "Đổi ảnh đại diện": the button opens the device's file picker (a hidden file input),
 * the chosen photo is checked here and sent at once. antd's Upload brought its upload list, progress
 * bar and request engine (~28 KB gzip) to the account page for one button (issue 13).
 */
export function AvatarUpload({ user }: { user: User }) {
  const { message } = useApp();
  const [upload, isLoading] = usePending(useUploadAvatar());
  const picker = useRef<HTMLInputElement>(null);

  const send = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same photo again must fire again
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) return void message.error(problem);
    try {
      await upload(user.id, file);
      message.success('Đã cập nhật ảnh đại diện');
    } catch (err) {
      message.error(apiError(err).message);
    }
  };

  return (
    <Flex vertical align="center" gap={12}>
      <Avatar size={112} src={user.avatar_url ?? undefined} icon={<UserOutlined />} alt={`Ảnh đại diện của ${user.full_name}`}>
        {user.full_name.trim().charAt(0).toUpperCase()}
      </Avatar>
      <input
        ref={picker}
        type="file"
        accept={AVATAR_RULES.types.join(',')}
        hidden
        tabIndex={-1}
        aria-label="Chọn ảnh đại diện"
        onChange={(e) => void send(e)}
      />
      <PlainButton icon={<CameraOutlined />} loading={isLoading} onClick={() => picker.current?.click()}>
        {isLoading ? 'Đang tải ảnh lên…' : 'Đổi ảnh đại diện'}
      </PlainButton>
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        Định dạng JPEG, PNG, WebP
        <br />
        Dung lượng tối đa {MAX_MB} MB
      </Typography.Text>
    </Flex>
  );
}
