import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { COMPLAINT_DECISION_LABELS, type ComplaintDecisionBody } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { formatMoney } from '@/shared/lib/format';
import { toast } from '@/shared/ui/toast';
import { useDecideComplaintMutation } from '../../orders-api';

export interface DecisionTarget {
  orderId: string;
  code: string;
  itemsSubtotal: number;
  totalAmount: number;
}

type Decision = ComplaintDecisionBody['decision'];

/** The bounds of a partial refund: a whole number of đồng from 1 to the items' price. */
export function partialRefundError(amount: number | null | undefined, itemsSubtotal: number): string | null {
  if (amount === null || amount === undefined) return 'Vui lòng nhập số tiền hoàn';
  if (!Number.isInteger(amount)) return 'Số tiền không hợp lệ';
  if (amount < 1) return 'Số tiền hoàn phải lớn hơn 0';
  if (amount > itemsSubtotal) return `Số tiền hoàn tối đa là ${formatMoney(itemsSubtotal)} (tiền hàng của đơn)`;
  return null;
}

/** "Xử lý khiếu nại": full refund, partial refund (amount) or release to the seller, with a note both sides read. */
export function ComplaintDecisionModal({ target, onClose }: { target: DecisionTarget | null; onClose: () => void }) {
  const [decision, setDecision] = useState<Decision>('refund');
  const [amount, setAmount] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [decide, { isLoading }] = useDecideComplaintMutation();
  const amountError = target && decision === 'partial_refund' ? partialRefundError(amount, target.itemsSubtotal) : null;

  async function submit() {
    if (!target) return;
    setTouched(true);
    if (amountError) return;
    const trimmed = note.trim() || undefined;
    const body: ComplaintDecisionBody =
      decision === 'partial_refund' ? { decision, amount: amount!, note: trimmed } : { decision, note: trimmed };
    try {
      await decide({ id: target.orderId, body }).unwrap();
      toast.success({ title: `Đã xử lý khiếu nại đơn hàng ${target.code}` });
      setAmount(null);
      setNote('');
      setTouched(false);
      onClose();
    } catch (err) {
      toast.error({ title: 'Không xử lý được khiếu nại', description: apiError(err).message });
    }
  }

  return (
    <Modal
      open={!!target}
      title={target ? `Xử lý khiếu nại đơn hàng ${target.code}` : 'Xử lý khiếu nại'}
      okText="Xác nhận quyết định"
      cancelText="Hủy"
      onOk={() => void submit()}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      {target ? (
        <Form layout="vertical">
          <Form.Item label="Quyết định">
            <Radio.Group value={decision} onChange={(e) => setDecision(e.target.value as Decision)}>
              {(Object.keys(COMPLAINT_DECISION_LABELS) as Decision[]).map((d) => (
                <Radio key={d} value={d} style={{ display: 'flex', marginBottom: 8 }}>
                  {COMPLAINT_DECISION_LABELS[d]}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {decision === 'refund' ? (
            <Alert
              type="info"
              showIcon
              title={`Người mua được hoàn ${formatMoney(target.totalAmount)}; đơn hàng bị hủy và sản phẩm trở về người bán.`}
            />
          ) : null}
          {decision === 'release' ? (
            <Alert type="info" showIcon title="Đơn hàng hoàn tất; tiền hàng được thanh toán cho người bán." />
          ) : null}
          {decision === 'partial_refund' ? (
            <Form.Item
              label="Số tiền hoàn cho người mua"
              required
              validateStatus={touched && amountError ? 'error' : undefined}
              help={touched && amountError ? amountError : `Từ 1 ₫ đến ${formatMoney(target.itemsSubtotal)} (tiền hàng)`}
            >
              <InputNumber<number>
                aria-label="Số tiền hoàn"
                value={amount}
                // the bounds are checked by partialRefundError, with its message, rather than clamped silently
                step={10_000}
                style={{ width: '100%' }}
                formatter={(v) => (v === undefined || v === null || `${v}` === '' ? '' : `${v}`.replace(/\B(?=(\d{3})+(?!\d))/g, '.'))}
                parser={(v) => Number((v ?? '').replace(/\./g, '').replace(/[^\d-]/g, ''))}
                onChange={(v) => setAmount(v)}
                suffix="₫"
              />
            </Form.Item>
          ) : null}
          <Form.Item label="Ghi chú gửi hai bên (không bắt buộc)" style={{ marginTop: 12 }}>
            <Input.TextArea
              aria-label="Ghi chú quyết định"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={1000}
              rows={3}
            />
          </Form.Item>
          <Typography.Text type="secondary">Quyết định chuyển tiền ngay và không thể hoàn tác; hai bên đều được thông báo.</Typography.Text>
        </Form>
      ) : null}
    </Modal>
  );
}
