import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Empty, Form, Modal, Select } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { amountProblem as limitProblem, formatMoney, WITHDRAWAL_MAX, WITHDRAWAL_MIN } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { useBankAccountsQuery, useRequestWithdrawalMutation, useWithdrawalLimitsQuery } from '../wallet-api';
import { isDefiniteAnswer, newIdempotencyKey } from '../wallet-logic';
import { AmountInput } from './amount-input';

/** "Rút tiền": to a saved bank account; the amount is held at once until a moderator processes it. */
export function WithdrawalModal({ open, available, onClose }: { open: boolean; available: number; onClose: () => void }) {
  const { message } = useApp();
  const accounts = useBankAccountsQuery(undefined, { skip: !open });
  // the limits in force are platform settings; the defaults stand in until they arrive (the server checks anyway)
  const limits = useWithdrawalLimitsQuery(undefined, { skip: !open }).data ?? { min: WITHDRAWAL_MIN, max: WITHDRAWAL_MAX };
  const [request, requesting] = useRequestWithdrawalMutation();
  const [accountId, setAccountId] = useState<string | undefined>();
  const [amount, setAmount] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useRef<{ key: string; fp: string } | null>(null);

  useEffect(() => {
    if (!open) return;
    setAmount(null);
    setTouched(false);
    setProblem(null);
    attempt.current = null;
  }, [open]);
  useEffect(() => {
    if (open && !accountId && accounts.data?.length) setAccountId((accounts.data.find((a) => a.is_default) ?? accounts.data[0])!.id);
  }, [open, accountId, accounts.data]);

  const amountProblem =
    limitProblem(amount, limits.min, limits.max) ??
    (amount !== null && amount > available ? `Số dư khả dụng không đủ (hiện có ${formatMoney(available)})` : null);
  const submit = async () => {
    setTouched(true);
    if (amountProblem || amount === null || !accountId) return;
    const fp = `${accountId}:${amount}`;
    if (!attempt.current || attempt.current.fp !== fp) attempt.current = { key: newIdempotencyKey(), fp };
    setProblem(null);
    try {
      await request({ body: { bank_account_id: accountId, amount }, key: attempt.current.key }).unwrap();
      attempt.current = null;
      message.success('Đã gửi yêu cầu rút tiền. Tiền được tạm giữ cho đến khi yêu cầu được xử lý.');
      onClose();
    } catch (e) {
      const err = apiError(e);
      if (isDefiniteAnswer(err.status)) attempt.current = null;
      setProblem(err.message);
    }
  };

  const none = accounts.data && accounts.data.length === 0;
  return (
    <Modal
      open={open}
      title="Rút tiền về ngân hàng"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Hủy
        </Button>,
        <Button key="ok" type="primary" onClick={submit} loading={requesting.isLoading} disabled={none}>
          Gửi yêu cầu
        </Button>,
      ]}
    >
      {none ? (
        <Empty description="Bạn cần thêm tài khoản ngân hàng trước khi rút tiền" />
      ) : (
        <Form layout="vertical" onFinish={submit}>
          <Form.Item label="Tài khoản nhận" required>
            <Select
              loading={accounts.isLoading}
              value={accountId}
              onChange={setAccountId}
              options={(accounts.data ?? []).map((a) => ({
                value: a.id,
                label: `${a.bank_name} · ${a.account_number} · ${a.account_name}${a.is_default ? ' (mặc định)' : ''}`,
              }))}
            />
          </Form.Item>
          <Form.Item
            label={`Số tiền (${formatMoney(limits.min)} – ${formatMoney(limits.max)})`}
            htmlFor="withdrawal-amount"
            required
            validateStatus={touched && amountProblem ? 'error' : undefined}
            help={touched && amountProblem ? amountProblem : undefined}
          >
            <AmountInput id="withdrawal-amount" value={amount} onChange={setAmount} max={limits.max} />
          </Form.Item>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Số dư khả dụng: {formatMoney(available)}. Yêu cầu được xử lý trong 24 giờ làm việc; bạn có thể hủy khi yêu cầu còn chờ xử lý.
          </Typography.Text>
          {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
        </Form>
      )}
    </Modal>
  );
}
