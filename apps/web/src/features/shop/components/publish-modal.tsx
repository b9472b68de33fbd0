import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Form, InputNumber, Modal } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { useSelector } from 'react-redux';
import { listingPriceField, type KitCard } from '@cho-gundam/contracts';
import { formatMoney } from '@/shared/lib/format';
import { quotaText } from '../seller-plan';
import { useSubscriptionQuery } from '../shop-api';
import { asApiError, isQuotaError, useListingActions } from '../use-listing-actions';
import { selectSellerPlan } from '../user-slice';

interface Props {
  /** the kit to publish; null closes the modal */
  kit: Pick<KitCard, 'id' | 'name' | 'price'> | null;
  onClose: () => void;
  onPublished?: () => void;
}

const thousands = (v: number | string | undefined) =>
  v === undefined || v === ''
    ? ''
    : String(v)
        .replace(/\D/g, '')
        .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const digits = (v: string | undefined) => {
  const d = (v ?? '').replace(/\D/g, '');
  return (d ? Number(d) : undefined) as number;
};

/** "Đăng bán": confirm or set the price, then publish; a used-up plan points to "Gói dịch vụ". */
export function PublishModal({ kit, onClose, onPublished }: Props) {
  const { notification } = useApp();
  const [form] = Form.useForm<{ price?: number }>();
  // fresh usage from the server (the sidebar's copy exists only once the shop area was opened)
  const usage = useSubscriptionQuery(undefined, { skip: !kit, refetchOnMountOrArgChange: true }).data;
  const stored = useSelector(selectSellerPlan);
  const plan = usage
    ? { plan_name: usage.subscription_name, listings_used: usage.listings_used, max_listings: usage.max_listings }
    : stored;
  const { publish, publishingId } = useListingActions();
  const [problem, setProblem] = useState<{ message: string; quota: boolean } | null>(null);

  useEffect(() => {
    if (!kit) return;
    setProblem(null);
    form.setFieldsValue({ price: kit.price ?? undefined });
  }, [kit, form]);

  const submit = async ({ price }: { price?: number }) => {
    if (!kit) return;
    setProblem(null);
    try {
      await publish(kit.id, price);
      notification.success({
        title: 'Đã đăng bán',
        description: `"${kit.name}" đang hiển thị trên cửa hàng với giá ${formatMoney(price ?? kit.price)}.`,
      });
      onPublished?.();
      onClose();
    } catch (e) {
      const err = asApiError(e);
      setProblem({ message: err.message, quota: isQuotaError(err) });
    }
  };

  return (
    <Modal
      open={!!kit}
      title="Đăng bán sản phẩm"
      okText="Đăng bán"
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={!!kit && publishingId === kit.id}
      destroyOnHidden
    >
      {kit && (
        <>
          <Typography.Paragraph>
            <Typography.Text strong>{kit.name}</Typography.Text> sẽ hiển thị trên cửa hàng và người mua có thể đặt hàng. Trong thời gian
            đăng bán, bạn không thể sửa hay xóa mô hình.
          </Typography.Paragraph>
          {plan && (
            <Typography.Paragraph type="secondary">
              Lượt đăng bán đã dùng: {quotaText(plan.listings_used, plan.max_listings ?? null)} ({plan.plan_name})
            </Typography.Paragraph>
          )}
          {problem && (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginBottom: 16 }}
              title={problem.message}
              description={problem.quota ? <Link to="/shop/Subscription">Xem các gói dịch vụ</Link> : undefined}
            />
          )}
          <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item
              label="Giá bán (VND)"
              name="price"
              rules={[
                {
                  validator: async (_r, v: unknown) => {
                    if (v === undefined || v === null || v === '') throw new Error('Vui lòng nhập giá bán');
                    const r = listingPriceField.safeParse(v);
                    if (!r.success) throw new Error(r.error.issues[0]?.message ?? 'Giá bán không hợp lệ');
                  },
                },
              ]}
            >
              <InputNumber<number>
                style={{ width: '100%' }}
                min={0}
                step={10_000}
                suffix="₫"
                formatter={thousands}
                parser={digits}
                autoFocus
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
