import { useRef } from 'react';
import { Alert, Button, Descriptions, Modal, Skeleton, Space } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { formatMoney, PLAN_PURCHASE_ACTION_LABELS, type SubscriptionPlan } from '@cho-gundam/contracts';
import { useAppDispatch } from '@/shared/store/hooks';
import { LoadError } from '@/shared/ui/load-error';
import { usePlanQuoteQuery, usePurchasePlanMutation } from '../plan-api';
import {
  CONFIRM_LABELS,
  isDefiniteFailure,
  missingAmount,
  newPurchaseKey,
  quoteLines,
  quoteWarnings,
  SUCCESS_MESSAGES,
  topUpLink,
} from '../plan-logic';
import { asApiError } from '../use-listing-actions';
import { toSellerPlan } from '../seller-plan';
import { updateSellerPlan } from '../user-slice';

interface Props {
  plan: SubscriptionPlan;
  onClose: () => void;
}

/**
 * The confirmation before paying: the server's quote (price, the credit of the old plan, the
 * charge, the new dates, the balance), warnings, and either "Xác nhận" or — when the balance is
 * short — a link to top up exactly the missing amount and come back.
 */
export function PlanPurchaseModal({ plan, onClose }: Props) {
  const { message } = useApp();
  const dispatch = useAppDispatch();
  const quote = usePlanQuoteQuery(plan.id, { refetchOnMountOrArgChange: true });
  const [purchase, purchasing] = usePurchasePlanMutation();
  // one key per attempt: a retry after a network failure reuses it, so the server cannot charge twice
  const attempt = useRef<string | null>(null);

  const q = quote.data;
  const failure = purchasing.error ? asApiError(purchasing.error) : null;
  const missing = Math.max(
    missingAmount(q),
    failure?.code === 'insufficient_funds' ? missingAmount(failure.details as { missing?: unknown }) : 0,
  );

  const confirm = async () => {
    if (!attempt.current) attempt.current = newPurchaseKey();
    try {
      const res = await purchase({ planId: plan.id, key: attempt.current }).unwrap();
      attempt.current = null;
      dispatch(updateSellerPlan(toSellerPlan(res.subscription)));
      message.success(SUCCESS_MESSAGES[res.action]);
      onClose();
    } catch (err) {
      const e = asApiError(err);
      if (isDefiniteFailure(e.status)) attempt.current = null;
      quote.refetch();
    }
  };

  const title = q ? `${PLAN_PURCHASE_ACTION_LABELS[q.action]}: ${plan.name}` : plan.name;
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      mask={{ closable: !purchasing.isLoading }}
      footer={
        <Space>
          <Button onClick={onClose} disabled={purchasing.isLoading}>
            Hủy bỏ
          </Button>
          {q && missing > 0 ? (
            <ButtonLink type="primary" to={topUpLink(missing)}>
              Nạp thêm {formatMoney(missing)}
            </ButtonLink>
          ) : (
            <Button type="primary" onClick={confirm} loading={purchasing.isLoading} disabled={!q || quote.isFetching}>
              {q ? CONFIRM_LABELS[q.action] : 'Xác nhận'}
            </Button>
          )}
        </Space>
      }
    >
      {quote.isError ? (
        <LoadError
          message="Không tính được số tiền cần thanh toán"
          description={asApiError(quote.error).message}
          onRetry={() => quote.refetch()}
          retrying={quote.isFetching}
        />
      ) : !q ? (
        <Skeleton active paragraph={{ rows: 5 }} aria-busy="true" />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Descriptions size="small" column={1} bordered>
            {quoteLines(q).map((l) => (
              <Descriptions.Item key={l.label} label={l.label}>
                {l.strong ? <Typography.Text strong>{l.value}</Typography.Text> : l.value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {quoteWarnings(q).map((w) => (
            <Alert key={w} type="warning" showIcon title={w} />
          ))}
          {missing > 0 ? (
            <Alert
              type="error"
              showIcon
              title={`Số dư khả dụng không đủ: còn thiếu ${formatMoney(missing)}`}
              description="Nạp thêm đúng số tiền còn thiếu vào ví, sau khi nạp bạn sẽ được đưa trở lại trang này."
            />
          ) : null}
          {failure && failure.code !== 'insufficient_funds' ? <Alert type="error" showIcon title={failure.message} /> : null}
          <Typography.Text type="secondary">Số tiền được trừ trực tiếp từ số dư khả dụng trong ví của bạn.</Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
