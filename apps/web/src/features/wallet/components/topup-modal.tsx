import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Flex, Form, Modal, QRCode, Result, Spin } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { formatMoney, TOPUP_MAX, TOPUP_MIN, TOPUP_PRESETS, type Topup } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { useAppDispatch } from '@/shared/store/hooks';
import { useCreateTopupMutation, useTopupQuery, walletApi } from '../wallet-api';
import { isDefiniteAnswer, newIdempotencyKey, returnTarget, topupAmountProblem } from '../wallet-logic';
import { AmountInput } from './amount-input';

interface Props {
  open: boolean;
  initialAmount: number | null;
  /** the checkout shortcut: where to go back once paid */
  returnPath: string | null;
  onClose: () => void;
}

/** Follows one top-up until the gateway's callback (or the status query) settles it. */
export function TopupProgress({ topupId, onDone }: { topupId: string; onDone?: (t: Topup) => void }) {
  const dispatch = useAppDispatch();
  const [stop, setStop] = useState(false);
  const { data, isError, error, refetch } = useTopupQuery(topupId, { pollingInterval: stop ? 0 : 3000, skipPollingIfUnfocused: false });
  useEffect(() => {
    if (data && data.status !== 'pending') {
      setStop(true);
      dispatch(walletApi.util.invalidateTags(['Wallet']));
      onDone?.(data);
    }
  }, [data, dispatch, onDone]);
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={apiError(error).message}
        action={
          <Button size="small" onClick={() => refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  }
  if (!data) return <Spin />;
  if (data.status === 'succeeded')
    return (
      <Result status="success" title="Nạp tiền thành công" subTitle={`${formatMoney(data.amount)} đã được cộng vào số dư khả dụng.`} />
    );
  if (data.status === 'expired' || data.status === 'failed')
    return (
      <Result
        status="warning"
        title={data.status === 'expired' ? 'Giao dịch đã hết hạn' : 'Thanh toán không thành công'}
        subTitle="Số dư của bạn không thay đổi. Bạn có thể tạo giao dịch nạp tiền mới."
      />
    );
  return (
    <Flex vertical align="center" gap={8} role="status">
      <Spin />
      <Typography.Text>Đang chờ xác nhận thanh toán {formatMoney(data.amount)}…</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Số dư được cộng khi cổng thanh toán xác nhận (thường trong vài giây).
      </Typography.Text>
    </Flex>
  );
}

/** "Nạp tiền": amount (presets), then the gateway's page (link and QR) while the status is polled. */
export function TopupModal({ open, initialAmount, returnPath, onClose }: Props) {
  const navigate = useNavigate();
  const [amount, setAmount] = useState<number | null>(initialAmount);
  const [touched, setTouched] = useState(false);
  const [topup, setTopup] = useState<Topup | null>(null);
  const [settled, setSettled] = useState<Topup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateTopupMutation();
  // one key per attempt: a retry after a network error reuses it, a new amount gets a new one
  const attempt = useRef<{ key: string; amount: number } | null>(null);

  useEffect(() => {
    if (!open) return;
    setAmount(initialAmount);
    setTouched(false);
    setTopup(null);
    setSettled(null);
    setProblem(null);
    attempt.current = null;
  }, [open, initialAmount]);

  const amountProblem = topupAmountProblem(amount);
  const submit = async () => {
    setTouched(true);
    if (amountProblem || amount === null) return;
    if (!attempt.current || attempt.current.amount !== amount) attempt.current = { key: newIdempotencyKey(), amount };
    setProblem(null);
    try {
      const t = await create({ body: { amount, ...(returnPath ? { return_path: returnPath } : {}) }, key: attempt.current.key }).unwrap();
      attempt.current = null;
      setTopup(t);
    } catch (e) {
      const err = apiError(e);
      if (isDefiniteAnswer(err.status)) attempt.current = null;
      setProblem(err.message);
    }
  };

  const back = returnTarget(returnPath);
  const footer = topup
    ? [
        <Button key="close" onClick={onClose}>
          Đóng
        </Button>,
        settled?.status === 'succeeded' && back ? (
          <Button key="back" type="primary" onClick={() => navigate(back)}>
            Quay lại thanh toán đơn hàng
          </Button>
        ) : null,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          Hủy
        </Button>,
        <Button key="ok" type="primary" loading={creating.isLoading} onClick={submit}>
          Tiếp tục
        </Button>,
      ];

  return (
    <Modal open={open} title="Nạp tiền vào ví" onCancel={onClose} footer={footer} destroyOnHidden maskClosable={!creating.isLoading}>
      {!topup ? (
        <Form layout="vertical" onFinish={submit}>
          {back ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="Nạp thêm để hoàn tất đơn hàng"
              description="Sau khi nạp, bạn có thể quay lại trang thanh toán."
            />
          ) : null}
          <Form.Item
            label={`Số tiền (${formatMoney(TOPUP_MIN)} – ${formatMoney(TOPUP_MAX)})`}
            htmlFor="topup-amount"
            validateStatus={touched && amountProblem ? 'error' : undefined}
            help={touched && amountProblem ? amountProblem : undefined}
            required
          >
            <AmountInput id="topup-amount" value={amount} onChange={setAmount} max={TOPUP_MAX} autoFocus />
          </Form.Item>
          <Flex gap={8} wrap style={{ marginBottom: 8 }}>
            {TOPUP_PRESETS.map((p) => (
              <Button key={p} size="small" type={amount === p ? 'primary' : 'default'} onClick={() => setAmount(p)}>
                {formatMoney(p)}
              </Button>
            ))}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Thanh toán qua ZaloPay. Số dư chỉ được cộng khi cổng thanh toán xác nhận giao dịch.
          </Typography.Text>
          {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
        </Form>
      ) : (
        <Flex vertical align="center" gap={16}>
          {settled ? null : (
            <>
              <Typography.Text>
                Mở trang thanh toán để trả <strong>{formatMoney(topup.amount)}</strong>
                {topup.qr_code ? ' hoặc quét mã QR bằng ứng dụng ZaloPay' : ''}.
              </Typography.Text>
              {topup.order_url ? (
                <Button type="primary" href={topup.order_url} target="_blank" rel="noopener noreferrer">
                  Mở trang thanh toán
                </Button>
              ) : null}
              {topup.qr_code ? <QRCode value={topup.qr_code} size={180} /> : null}
            </>
          )}
          <TopupProgress topupId={topup.id} onDone={setSettled} />
        </Flex>
      )}
    </Modal>
  );
}
