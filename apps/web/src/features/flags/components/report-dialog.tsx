import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Space } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import {
  FLAG_REASON_LABELS,
  FLAG_REASONS,
  FLAG_TARGET_LABELS,
  FLAG_TEXT_MAX,
  flagCreateBody,
  type FlagReason,
  type FlagTargetType,
} from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { useReportFlagMutation } from '../flags-api';

export interface ReportDialogProps {
  open: boolean;
  targetType: FlagTargetType;
  targetId: string;
  /** what is reported, as the member sees it ("HG Zaku II", the shop's name) */
  targetName: string;
  onClose: () => void;
}

interface Values {
  reason?: FlagReason;
  text?: string;
}

/** "Báo cáo vi phạm": a reason from the list and an optional description; the server refuses a second report. */
export function ReportDialog({ open, targetType, targetId, targetName, onClose }: ReportDialogProps) {
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const [send, sending] = useReportFlagMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (v: Values) => {
    setProblem(null);
    const body = { target_type: targetType, target_id: targetId, reason: v.reason, text: v.text?.trim() || undefined };
    const parsed = flagCreateBody.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Dữ liệu không hợp lệ');
      return;
    }
    try {
      await send(parsed.data).unwrap();
      message.success('Cảm ơn bạn! Báo cáo đã được gửi tới ban quản trị.');
      form.resetFields();
      onClose();
    } catch (e) {
      setProblem(apiError(e).message);
    }
  };

  return (
    <Modal
      open={open}
      title="Báo cáo vi phạm"
      okText="Gửi báo cáo"
      okButtonProps={{ danger: true }}
      cancelText="Hủy"
      confirmLoading={sending.isLoading}
      onOk={() => form.submit()}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {FLAG_TARGET_LABELS[targetType]}: <strong>{targetName}</strong>. Ban quản trị sẽ xem xét và thông báo kết quả cho bạn. Mỗi nội dung
        bạn chỉ báo cáo được một lần.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="reason" label="Lý do" rules={[{ required: true, message: 'Vui lòng chọn lý do báo cáo' }]}>
          <Radio.Group>
            <Space orientation="vertical">
              {FLAG_REASONS.map((r) => (
                <Radio key={r} value={r}>
                  {FLAG_REASON_LABELS[r]}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="text" label="Mô tả thêm (không bắt buộc)" extra='Bắt buộc khi chọn "Lý do khác".'>
          <Input.TextArea rows={3} maxLength={FLAG_TEXT_MAX} showCount placeholder="Điều gì chưa đúng? Càng cụ thể càng tốt." />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
