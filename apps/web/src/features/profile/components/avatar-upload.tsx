import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Upload, type UploadProps } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Avatar } from '@/shared/ui/avatar';
import { Typography } from '@/shared/ui/typography';
import type { User } from '@cho-gundam/contracts';
import { AVATAR_RULES } from '@cho-gundam/contracts/core';
import { useUploadAvatarMutation } from '../profile-api';
import { apiError } from '@/shared/lib/form-helpers';

const MAX_MB = Math.round(AVATAR_RULES.maxBytes / (1024 * 1024));

/** Client-side check before anything is sent (the server checks the bytes again). */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_RULES.types as readonly string[]).includes(file.type)) return 'Ảnh đại diện phải là tệp JPEG, PNG hoặc WebP.';
  if (file.size > AVATAR_RULES.maxBytes) return `Ảnh đại diện tối đa ${MAX_MB} MB. Vui lòng chọn ảnh nhỏ hơn.`;
  return null;
}

export function AvatarUpload({ user }: { user: User }) {
  const { message } = useApp();
  const [upload, { isLoading }] = useUploadAvatarMutation();

  const props: UploadProps = {
    accept: AVATAR_RULES.types.join(','),
    showUploadList: false,
    maxCount: 1,
    disabled: isLoading,
    beforeUpload: (file) => {
      const problem = avatarProblem(file);
      if (problem) {
        message.error(problem);
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    customRequest: async ({ file, onSuccess, onError }) => {
      try {
        const user2 = await upload({ userId: user.id, file: file as File }).unwrap();
        message.success('Đã cập nhật ảnh đại diện');
        onSuccess?.(user2);
      } catch (e) {
        const err = apiError(e);
        message.error(err.message);
        onError?.(new Error(err.message));
      }
    },
  };

  return (
    <Flex vertical align="center" gap={12}>
      <Avatar size={112} src={user.avatar_url ?? undefined} icon={<UserOutlined />} alt={`Ảnh đại diện của ${user.full_name}`}>
        {user.full_name.trim().charAt(0).toUpperCase()}
      </Avatar>
      <Upload {...props}>
        <Button icon={<CameraOutlined />} loading={isLoading}>
          {isLoading ? 'Đang tải ảnh lên…' : 'Đổi ảnh đại diện'}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        Định dạng JPEG, PNG, WebP
        <br />
        Dung lượng tối đa {MAX_MB} MB
      </Typography.Text>
    </Flex>
  );
}
