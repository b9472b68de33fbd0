import { useState } from 'react';
import { Alert, Input, Modal, type UploadFile } from 'antd';
import { EXCHANGE_DISPUTE_RULES } from '@cho-gundam/contracts/core';
import { toast } from '@/shared/ui/toast';
import { Typography } from '@/shared/ui/typography';
import { PhotoPicker } from '@/shared/ui/photo-picker';
import { useTradeCommands } from '../trade-data';
import { useDialogCommand } from './dialog-command';

/** The reason's rule (the server's, checked before sending). */
function disputeReasonError(reason: string): string | null {
  const r = reason.trim();
  if (!r) return 'Vui lòng mô tả vấn đề của kiện hàng';
  if (r.length < EXCHANGE_DISPUTE_RULES.reasonMin) return `Nội dung khiếu nại tối thiểu ${EXCHANGE_DISPUTE_RULES.reasonMin} ký tự`;
  if (r.length > EXCHANGE_DISPUTE_RULES.reasonMax) return `Nội dung khiếu nại tối đa ${EXCHANGE_DISPUTE_RULES.reasonMax} ký tự`;
  return null;
}

/**
 * The dialog of "Khiếu nại kiện hàng" (trade-dispute-button.tsx): the reason and up to 5 photos. Its
 * own module, loaded on the button's first click: antd's Modal, TextArea and Upload are not part of
 * the trade page's first load (issue 13).
 */
export default function TradeDisputeDialog({ tradeId, open, onClose }: { tradeId: string; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [touched, setTouched] = useState(false);
  const { dispute } = useTradeCommands();
  const { busy, problem, send, clearProblem } = useDialogCommand();
  const error = disputeReasonError(reason);

  const close = () => {
    onClose();
    setReason('');
    setFiles([]);
    setTouched(false);
    clearProblem();
  };

  async function submit() {
    setTouched(true);
    if (error) return;
    const form = new FormData();
    form.append('reason', reason.trim());
    for (const f of files) if (f.originFileObj) form.append('images', f.originFileObj, f.name);
    await send(
      () => dispute(tradeId, form),
      () => {
        toast.success({ title: 'Đã gửi khiếu nại', description: 'Điều hành viên sẽ xem xét và quyết định sớm nhất.' });
        close();
      },
    );
  }

  return (
    <Modal
      open={open}
      title="Khiếu nại kiện hàng nhận được"
      okText="Gửi khiếu nại"
      cancelText="Quay lại"
      onOk={() => void submit()}
      confirmLoading={busy}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Mô tả vấn đề (sai mô hình, hư hỏng, thiếu phụ kiện…). Giao dịch tạm dừng tự động xác nhận và điều hành viên sẽ quyết định hoàn tất
        hoặc hoàn tiền cho hai bên.
      </Typography.Paragraph>
      <label htmlFor={`dispute-reason-${tradeId}`}>Nội dung khiếu nại</label>
      <Input.TextArea
        id={`dispute-reason-${tradeId}`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
        rows={4}
        maxLength={EXCHANGE_DISPUTE_RULES.reasonMax}
        showCount
        status={touched && error ? 'error' : undefined}
        aria-invalid={touched && !!error}
      />
      {touched && error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
      <Typography.Paragraph
        style={{ margin: '12px 0 4px' }}
      >{`Ảnh minh chứng (không bắt buộc, tối đa ${EXCHANGE_DISPUTE_RULES.photosMax} ảnh)`}</Typography.Paragraph>
      <PhotoPicker files={files} onChange={setFiles} max={EXCHANGE_DISPUTE_RULES.photosMax} label="Ảnh khiếu nại" />
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
