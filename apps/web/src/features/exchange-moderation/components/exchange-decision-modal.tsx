import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { Typography } from '@/shared/ui/typography';
import type { ExchangeDecision } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { toast } from '@/shared/ui/toast';
import { useDecideExchangeMutation } from '../exchange-moderation-api';
import { decisionReasonError } from '../exchange-moderation-logic';

export const DECISION_TITLES: Record<ExchangeDecision, string> = {
  complete: 'Hoàn tất giao dịch',
  refund: 'Hoàn tiền cho hai bên',
  return: 'Hoàn hàng về người gửi',
};
const DECISION_EFFECTS: Record<ExchangeDecision, string> = {
  complete:
    'Hai bên được coi như đã nhận hàng: mô hình chuyển vào bộ sưu tập của người nhận, ' +
    'tiền bù (nếu có) được chuyển cho bên nhận, giao dịch hoàn tất.',
  refund:
    'Giao dịch thất bại: hai đơn hàng bị hủy, mô hình trở về người gửi, ' +
    'phí vận chuyển được hoàn cho người nhận và tiền bù (nếu có) được hoàn cho bên trả.',
  return:
    'Giao dịch thất bại và mô hình được gửi trả tận tay người gửi: kiện hàng đang vận chuyển được yêu cầu dừng lại, ' +
    'kiện hàng đã giao được đặt vận đơn hoàn về người gửi (sàn chịu phí). Hai đơn hàng bị hủy, mô hình về lại bộ sưu tập ' +
    'của người gửi, phí vận chuyển được hoàn cho người nhận và tiền bù (nếu có) được hoàn cho bên trả.',
};
const DECISION_DONE: Record<ExchangeDecision, string> = {
  complete: 'Đã hoàn tất giao dịch trao đổi',
  refund: 'Đã hoàn tiền cho hai bên',
  return: 'Đã quyết định hoàn hàng về người gửi',
};

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** The decision's confirm: what it does, a required reason both sides read; one attempt key per opening of the dialog. */
export function ExchangeDecisionModal({
  tradeId,
  decision,
  onClose,
}: {
  tradeId: string;
  decision: ExchangeDecision | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [key] = useState(newKey);
  const [decide, { isLoading }] = useDecideExchangeMutation();
  const error = decisionReasonError(reason);

  async function submit() {
    if (!decision) return;
    setTouched(true);
    if (error) return;
    try {
      await decide({ id: tradeId, body: { decision, reason: reason.trim() }, key }).unwrap();
      toast.success({ title: DECISION_DONE[decision] });
      onClose();
    } catch (err) {
      toast.error({ title: 'Không thực hiện được quyết định', description: apiError(err).message });
    }
  }

  return (
    <Modal
      open={!!decision}
      title={decision ? `${DECISION_TITLES[decision]}?` : ''}
      okText="Xác nhận quyết định"
      cancelText="Quay lại"
      okButtonProps={{ danger: decision !== 'complete' }}
      onOk={() => void submit()}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      {decision ? (
        <>
          <Alert type="warning" showIcon title={DECISION_EFFECTS[decision]} style={{ marginBottom: 12 }} />
          <label htmlFor={`decision-reason-${tradeId}`}>Lý do (bắt buộc, gửi cho hai bên)</label>
          <Input.TextArea
            id={`decision-reason-${tradeId}`}
            aria-label="Lý do quyết định"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            rows={3}
            maxLength={1000}
            showCount
            status={touched && error ? 'error' : undefined}
          />
          {touched && error ? (
            <Typography.Text type="danger" role="alert">
              {error}
            </Typography.Text>
          ) : null}
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            Quyết định chuyển tiền ngay và không thể hoàn tác; hai bên đều được thông báo.
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
