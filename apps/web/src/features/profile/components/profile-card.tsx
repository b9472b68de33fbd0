import { useEffect, useState } from 'react';
import { Alert, Button, Col, Flex, Form, Input, Row, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import type { User } from '@cho-gundam/contracts';
import { ROLE_LABELS } from '@cho-gundam/contracts/core';
import { formatDate } from '@/shared/lib/format';
import { useUpdateProfileMutation } from '../profile-api';
import { apiError, applyFieldErrors, zodRule } from '@/shared/lib/form-helpers';
import { AvatarUpload } from './avatar-upload';
import { LazyPhoneModal, usePhoneModal } from './lazy-phone-modal';

// the field's rule (zod with it) loads on its first check (profile-rules.ts)
const loadRules = () => import('../profile-rules');

/** "Hồ sơ của tôi": avatar, full name, email (read-only), phone via OTP. */
export function ProfileCard({ user }: { user: User }) {
  const { message } = useApp();
  const [form] = Form.useForm<{ full_name: string }>();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const phone = usePhoneModal();
  const [problem, setProblem] = useState<string | null>(null);
  const fullName = Form.useWatch('full_name', form);
  const dirty = (fullName ?? '').trim() !== user.full_name;

  useEffect(() => {
    form.setFieldsValue({ full_name: user.full_name });
  }, [form, user.full_name]);

  const onFinish = async ({ full_name }: { full_name: string }) => {
    setProblem(null);
    const parsed = (await loadRules()).fullNameField.safeParse(full_name);
    if (!parsed.success) return;
    try {
      await update({ userId: user.id, full_name: parsed.data }).unwrap();
      message.success('Đã cập nhật hồ sơ');
    } catch (e) {
      const err = apiError(e);
      if (!applyFieldErrors(form, err)) setProblem(err.message);
    }
  };

  return (
    <Card title="Hồ sơ của tôi" extra={<Typography.Text type="secondary">Quản lý thông tin hồ sơ để bảo mật tài khoản</Typography.Text>}>
      <Row gutter={[32, 24]}>
        <Col xs={24} md={16}>
          {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
          <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} initialValues={{ full_name: user.full_name }}>
            <Form.Item label="Họ và tên" name="full_name" rules={[zodRule(() => loadRules().then((m) => m.fullNameField))]}>
              <Input autoComplete="name" maxLength={100} />
            </Form.Item>
            <Form.Item label="Email">
              <Flex gap={8} align="center">
                <Input value={user.email} readOnly aria-readonly variant="filled" />
                {user.email_verified ? <Tag color="success">Đã xác thực</Tag> : <Tag color="warning">Chưa xác thực</Tag>}
              </Flex>
            </Form.Item>
            <Form.Item label="Số điện thoại">
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong={!!user.phone_number} type={user.phone_number ? undefined : 'secondary'}>
                  {user.phone_number ?? 'Chưa có số điện thoại'}
                </Typography.Text>
                {user.phone_number &&
                  (user.phone_number_verified ? <Tag color="success">Đã xác thực</Tag> : <Tag color="warning">Chưa xác thực</Tag>)}
                <Button type="link" onClick={phone.show} loading={phone.loading} style={{ paddingInline: 4 }}>
                  {user.phone_number ? 'Thay đổi' : 'Thêm số điện thoại'}
                </Button>
              </Flex>
            </Form.Item>
            <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
              Vai trò: {ROLE_LABELS[user.role]} · Tham gia từ {formatDate(user.created_at)}
            </Typography.Paragraph>
            <Button type="primary" htmlType="submit" loading={isLoading} disabled={!dirty}>
              Lưu thay đổi
            </Button>
          </Form>
        </Col>
        <Col xs={24} md={8}>
          <AvatarUpload user={user} />
        </Col>
      </Row>
      <LazyPhoneModal state={phone} user={user} />
    </Card>
  );
}
