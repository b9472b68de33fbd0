import { useState } from 'react';
import { Alert, Button, Input, Modal, Upload, type UploadFile } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { PlusOutlined } from '@ant-design/icons';
import { EXCHANGE_DISPUTE_RULES } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { toast } from '@/shared/ui/toast';
import { useDisputeTradeMutation } from '../trade-dispute-api';

/** The reason's rule (the server's, checked before sending). */
export function disputeReasonError(reason: string): string | null {
  const r = reason.trim();
  if (!r) return 'Vui lòng mô tả vấn đề của kiện hàng';
  if (r.length < EXCHANGE_DISPUTE_RULES.reasonMin) return `Nội dung khiếu nại tối thiểu ${EXCHANGE_DISPUTE_RULES.reasonMin} ký tự`;
  if (r.length > EXCHANGE_DISPUTE_RULES.reasonMax) return `Nội dung khiếu nại tối đa ${EXCHANGE_DISPUTE_RULES.reasonMax} ký tự`;
  return null;
}

/**
 * "Khiếu nại kiện hàng": the side whose parcel was delivered (and not yet confirmed) tells the
 * moderators what is wrong, with up to 5 photos; the 7-day automatic receipt stops until they decide.
 */
export function TradeDisputeButton({ tradeId, disabled = false }: { tradeId: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dispute, { isLoading }] = useDisputeTradeMutation();
  const error = disputeReasonError(reason);

  const close = () => {
    setOpen(false);
    setReason('');
    setFiles([]);
    setTouched(false);
    setProblem(null);
  };

  async function submit() {
    setTouched(true);
    if (error) return;
    const form = new FormData();
    form.append('reason', reason.trim());
    for (const f of files) if (f.originFileObj) form.append('images', f.originFileObj, f.name);
    try {
      await dispute({ id: tradeId, form }).unwrap();
      toast.success({ title: 'Đã gửi khiếu nại', description: 'Điều hành viên sẽ xem xét và quyết định sớm nhất.' });
      close();
    } catch (err) {
      setProblem(apiError(err).message);
    }
  }

  return (
    <>
      <Button danger disabled={disabled} onClick={() => setOpen(true)}>
        Khiếu nại kiện hàng
      </Button>
      <Modal
        open={open}
        title="Khiếu nại kiện hàng nhận được"
        okText="Gửi khiếu nại"
        cancelText="Quay lại"
        onOk={() => void submit()}
        confirmLoading={isLoading}
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
        <Upload
          listType="picture-card"
          accept="image/jpeg,image/png,image/webp"
          multiple
          fileList={files}
          beforeUpload={() => false}
          onChange={({ fileList }) => setFiles(fileList.slice(0, EXCHANGE_DISPUTE_RULES.photosMax))}
        >
          {files.length >= EXCHANGE_DISPUTE_RULES.photosMax ? null : (
            <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }} aria-label="Thêm ảnh khiếu nại">
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>Thêm ảnh</div>
            </button>
          )}
        </Upload>
        {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
      </Modal>
    </>
  );
}
