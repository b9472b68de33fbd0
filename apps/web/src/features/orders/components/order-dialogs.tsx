import { useState } from 'react';
import { Alert, Input, Modal, type UploadFile } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { COMPLAINT_RESPONSE_MAX, ORDER_RULES } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { formatMoney } from '@/shared/lib/format';
import { useCancelOrderMutation, useComplainMutation, usePackOrderMutation, useRespondComplaintMutation } from '../orders-api';
import { buyerCancelReasonError, complaintReasonError, complaintResponseError, photosError, sellerCancelReasonError } from '../order-logic';
import { PhotoPicker, pickedFiles } from '@/shared/ui/photo-picker';

/** What the dialogs show of the order. */
export interface ActionOrder {
  id: string;
  code: string;
  total_amount: number;
}

interface ModalProps {
  order: ActionOrder;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The dialogs' common flow: field errors show once the member tried to submit; a valid form is
 * sent, then the dialog closes and reports success; a refusal keeps the server's Vietnamese message.
 */
function useDialogSubmit({ onClose, onDone }: Pick<ModalProps, 'onClose' | 'onDone'>) {
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (invalid: boolean, send: () => Promise<unknown>) => {
    setTouched(true);
    if (invalid) return;
    setProblem(null);
    try {
      await send();
      onClose();
      onDone();
    } catch (e) {
      setProblem(apiError(e).message);
    }
  };
  return { touched, setTouched, problem, submit };
}

function FieldError({ text }: { text: string | null | false }) {
  return text ? (
    <Typography.Text type="danger" role="alert">
      {text}
    </Typography.Text>
  ) : null;
}

const ProblemAlert = ({ problem }: { problem: string | null }) =>
  problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null;

const photoForm = (files: File[], fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('images', f, f.name);
  return form;
};

export function CancelModal({ order, role, onClose, onDone }: ModalProps & { role: 'buyer' | 'seller' }) {
  const [reason, setReason] = useState('');
  const { touched, setTouched, problem, submit: run } = useDialogSubmit({ onClose, onDone });
  const [cancel, state] = useCancelOrderMutation();
  const error = role === 'seller' ? sellerCancelReasonError(reason) : buyerCancelReasonError(reason);
  const submit = () => run(!!error, () => cancel({ id: order.id, reason: reason.trim() || undefined }).unwrap());

  return (
    <Modal
      open
      title="Xác nhận hủy đơn hàng"
      okText="Xác nhận hủy"
      cancelText="Quay lại"
      okButtonProps={{ danger: true }}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={state.isLoading}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Hủy đơn <strong>{order.code}</strong> ({formatMoney(order.total_amount)})? Việc hủy đơn không thể hoàn tác; người mua được hoàn toàn
        bộ tiền vào ví và sản phẩm được mở bán lại.
      </Typography.Paragraph>
      <label htmlFor={`cancel-reason-${order.id}`}>
        {role === 'seller' ? `Lý do hủy đơn hàng (tối thiểu ${ORDER_RULES.sellerCancelReasonMin} ký tự)` : 'Lý do hủy (không bắt buộc)'}
      </label>
      <Input.TextArea
        id={`cancel-reason-${order.id}`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
        rows={3}
        maxLength={ORDER_RULES.cancelReasonMax}
        showCount
        placeholder={role === 'seller' ? 'Lý do sẽ được gửi cho người mua...' : 'Ví dụ: Tôi muốn đổi địa chỉ nhận hàng'}
        status={touched && error ? 'error' : undefined}
        aria-invalid={touched && !!error}
      />
      <FieldError text={touched && error} />
      <ProblemAlert problem={problem} />
    </Modal>
  );
}

export function PackModal({ order, onClose, onDone }: ModalProps) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const { touched, problem, submit: run } = useDialogSubmit({ onClose, onDone });
  const [pack, state] = usePackOrderMutation();
  const picked = pickedFiles(files);
  const error = photosError(picked, ORDER_RULES.packingImagesMin, ORDER_RULES.packingImagesMax);
  const submit = () => run(!!error, () => pack({ id: order.id, form: photoForm(picked) }).unwrap());

  return (
    <Modal
      open
      title="Xác nhận đóng gói đơn hàng"
      okText="Xác nhận đóng gói"
      cancelText="Hủy bỏ"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={state.isLoading}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Đơn <strong>{order.code}</strong>: tải lên {ORDER_RULES.packingImagesMin}–{ORDER_RULES.packingImagesMax} ảnh rõ nét cho thấy sản
        phẩm đã được đóng gói. Sau khi xác nhận, đơn vị vận chuyển sẽ đến lấy hàng; shop chịu trách nhiệm nếu sản phẩm không khớp với ảnh.
      </Typography.Paragraph>
      <PhotoPicker files={files} onChange={setFiles} max={ORDER_RULES.packingImagesMax} label="Ảnh đóng gói" />
      <Typography.Text type="secondary">
        {files.length}/{ORDER_RULES.packingImagesMax} ảnh · JPG, PNG, WebP, tối đa 10 MB mỗi ảnh
      </Typography.Text>
      <div>
        <FieldError text={touched && error} />
      </div>
      <ProblemAlert problem={problem} />
    </Modal>
  );
}

export function ComplaintModal({ order, onClose, onDone }: ModalProps) {
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const { touched, problem, submit: run } = useDialogSubmit({ onClose, onDone });
  const [complain, state] = useComplainMutation();
  const picked = pickedFiles(files);
  const reasonError = complaintReasonError(reason);
  const photoError = photosError(picked, ORDER_RULES.complaintImagesMin, ORDER_RULES.complaintImagesMax);
  const submit = () =>
    run(!!(reasonError || photoError), () => complain({ id: order.id, form: photoForm(picked, { reason: reason.trim() }) }).unwrap());

  return (
    <Modal
      open
      title="Khiếu nại đơn hàng"
      okText="Gửi khiếu nại"
      cancelText="Quay lại"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={state.isLoading}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Đơn <strong>{order.code}</strong>: mô tả vấn đề và gửi ảnh sản phẩm bạn nhận được. Tiền của đơn được giữ lại cho tới khi quản trị
        viên xử lý khiếu nại.
      </Typography.Paragraph>
      <label htmlFor={`complaint-reason-${order.id}`}>Lý do khiếu nại</label>
      <Input.TextArea
        id={`complaint-reason-${order.id}`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={4}
        maxLength={ORDER_RULES.complaintReasonMax}
        showCount
        placeholder="Ví dụ: Sản phẩm bị gãy ăng-ten, thiếu phụ kiện so với mô tả..."
        status={touched && reasonError ? 'error' : undefined}
      />
      <FieldError text={touched && reasonError} />
      <div style={{ marginTop: 12 }}>
        <PhotoPicker files={files} onChange={setFiles} max={ORDER_RULES.complaintImagesMax} label="Ảnh khiếu nại" />
      </div>
      <FieldError text={touched && photoError} />
      <ProblemAlert problem={problem} />
    </Modal>
  );
}

/** "Phản hồi khiếu nại": the seller's answer, once, for the moderator to read beside the buyer's words. */
export function ComplaintResponseModal({ order, onClose, onDone }: ModalProps) {
  const [text, setText] = useState('');
  const { touched, setTouched, problem, submit: run } = useDialogSubmit({ onClose, onDone });
  const [respond, state] = useRespondComplaintMutation();
  const error = complaintResponseError(text);
  const submit = () => run(!!error, () => respond({ id: order.id, response: text.trim() }).unwrap());
  return (
    <Modal
      open
      title={`Phản hồi khiếu nại đơn hàng ${order.code}`}
      okText="Gửi phản hồi"
      cancelText="Quay lại"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={state.isLoading}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Điều hành viên đọc phản hồi của bạn cùng với khiếu nại của người mua trước khi quyết định. Bạn chỉ gửi được một lần.
      </Typography.Paragraph>
      <label htmlFor={`complaint-response-${order.id}`}>Phản hồi của bạn</label>
      <Input.TextArea
        id={`complaint-response-${order.id}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setTouched(true)}
        rows={4}
        maxLength={COMPLAINT_RESPONSE_MAX}
        showCount
        placeholder="Ví dụ: Shop có video đóng gói đủ phụ kiện..."
        status={touched && error ? 'error' : undefined}
        aria-invalid={touched && !!error}
      />
      <FieldError text={touched && error} />
      <ProblemAlert problem={problem} />
    </Modal>
  );
}
