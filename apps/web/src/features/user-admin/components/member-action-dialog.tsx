import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { lockMemberBody, warnMemberBody, type MemberDetail } from '@cho-gundam/contracts';
import { apiError, zodRule } from '@/shared/lib/form-helpers';
import { useLockMemberMutation, useUnlockMemberMutation, useWarnMemberMutation } from '../user-admin-api';

/** The member drawer's lock / unlock / warn dialog: one form, the action's own wording and rule. */
export type Dialog = 'lock' | 'unlock' | 'warn' | null;

const DIALOGS = {
  lock: {
    title: 'Khóa tài khoản',
    ok: 'Khóa tài khoản',
    field: 'reason',
    label: 'Lý do khóa (người dùng sẽ thấy)',
    done: 'Đã khóa tài khoản',
  },
  unlock: { title: 'Mở khóa tài khoản', ok: 'Mở khóa', field: 'reason', label: 'Ghi chú (không bắt buộc)', done: 'Đã mở khóa tài khoản' },
  warn: {
    title: 'Gửi cảnh báo',
    ok: 'Gửi cảnh báo',
    field: 'message',
    label: 'Nội dung cảnh báo (người dùng sẽ nhận được)',
    done: 'Đã gửi cảnh báo',
  },
} as const;

export function ActionDialog({ kind, user, onClose }: { kind: Dialog; user: MemberDetail['user']; onClose: () => void }) {
  const { message } = useApp();
  const [form] = Form.useForm<{ text?: string }>();
  const [lock, locking] = useLockMemberMutation();
  const [unlock, unlocking] = useUnlockMemberMutation();
  const [warn, warning] = useWarnMemberMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const d = kind ? DIALOGS[kind] : null;
  const submit = async ({ text }: { text?: string }) => {
    if (!kind || !d) return;
    setProblem(null);
    const value = (text ?? '').trim();
    try {
      if (kind === 'lock') await lock({ id: user.id, reason: value }).unwrap();
      else if (kind === 'unlock') await unlock({ id: user.id, ...(value ? { reason: value } : {}) }).unwrap();
      else await warn({ id: user.id, message: value }).unwrap();
      message.success(d.done);
      form.resetFields();
      onClose();
    } catch (e) {
      setProblem(apiError(e).message);
    }
  };
  const rule = kind === 'lock' ? zodRule(lockMemberBody.shape.reason) : kind === 'warn' ? zodRule(warnMemberBody.shape.message) : null;
  return (
    <Modal
      open={!!kind}
      title={d?.title}
      okText={d?.ok}
      okButtonProps={{ danger: kind === 'lock' }}
      cancelText="Hủy"
      confirmLoading={locking.isLoading || unlocking.isLoading || warning.isLoading}
      onOk={() => form.submit()}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Tài khoản: <strong>{user.full_name}</strong> ({user.email})
      </Typography.Paragraph>
      {kind === 'lock' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Người dùng bị đăng xuất khỏi mọi thiết bị ngay lập tức, không thể đăng nhập lại và sản phẩm của shop bị ẩn khỏi cửa hàng cho đến khi được mở khóa."
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="text" label={d?.label} rules={rule ? [rule] : []}>
          <Input.TextArea rows={4} maxLength={kind === 'warn' ? 1000 : 500} showCount autoFocus />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
    </Modal>
  );
}
