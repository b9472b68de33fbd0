import { lazy, Suspense, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert, Button, Form, Steps } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Checkbox } from '@/shared/ui/checkbox';
import type { MyShopResponse } from '@cho-gundam/contracts';
import { isStaff } from '@cho-gundam/contracts/core';
import { useAddressesQuery } from '@/features/addresses/addresses-api';
import { profileApi } from '@/features/profile/profile-api';
import { useCurrentUser } from '@/features/session';
import { SellerRules } from '@/features/shop/components/seller-rules';
import { useRegisterShopMutation } from '@/features/shop/shop-api';
import { asApiError } from '@/features/shop/use-listing-actions';
import { useAppDispatch } from '@/shared/store/hooks';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageResult } from '@/shared/ui/page-result';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { ShopInfoStep } from './shop-info-step';
import './register-shop.css';

// the later steps load when the member reaches them (issue 13): the pickup step brings the address
// dialog (antd's Modal, Select with its virtual list, the province and ward pickers), the last
// step antd's Result
const PickupAddressStep = lazy(() => import('./pickup-address-step').then((m) => ({ default: m.PickupAddressStep })));
const DoneStep = lazy(() => import('./done-step').then((m) => ({ default: m.DoneStep })));
const stepLoading = (
  <div className="cg-regshop-step" aria-busy="true" aria-label="Đang tải bước tiếp theo">
    <TextSkeleton rows={4} />
  </div>
);

const STEPS = [
  { title: 'Thông tin shop', description: 'Tên shop, số điện thoại' },
  { title: 'Địa chỉ lấy hàng', description: 'Nơi giao hàng cho vận chuyển' },
  { title: 'Điều khoản', description: 'Quy định người bán' },
  { title: 'Hoàn tất', description: 'Bắt đầu bán hàng' },
];

/** `/register-shop`: a member becomes a seller in four steps (product.md §4, original §8.1). */
export default function RegisterShopPage() {
  const user = useCurrentUser()!; // the route is behind RequireSignIn
  const dispatch = useAppDispatch();
  const { message } = useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [current, setCurrent] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<MyShopResponse | null>(null);
  const [register, registering] = useRegisterShopMutation();
  // the same cached list the pickup step shows: "Tiếp theo" waits for a pickup address
  const addresses = useAddressesQuery(user.id);
  const hasPickup = !!addresses.data?.some((a) => a.is_pickup_address);

  // a seller already has a shop, unless they became one a moment ago on this very page (step 4)
  if (user.role === 'seller' && !created) return <Navigate to="/shop/dashboard" replace />;
  if (isStaff(user.role)) {
    return <PageResult status="info" title="Tài khoản nhân viên không thể mở shop" extra={<Link to="/">Về trang chủ</Link>} />;
  }

  const phoneVerified = user.phone_number_verified && !!user.phone_number;

  const toStep2 = async () => {
    try {
      await form.validateFields();
      setCurrent(1);
    } catch {
      /* shown under the field */
    }
  };

  const submit = async () => {
    setProblem(null);
    try {
      const shop = await register({ name: form.getFieldValue('name') as string }).unwrap();
      setCreated(shop);
      setCurrent(3);
      // the role is now "seller" on the server: refresh the session user so menus and guards follow without a reload
      await dispatch(profileApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
    } catch (e) {
      const err = asApiError(e);
      const fields = (err.details as { fields?: { field: string }[] } | null)?.fields?.map((f) => f.field) ?? [];
      if (fields.includes('phone_number')) setCurrent(0);
      else if (fields.includes('pickup_address')) setCurrent(1);
      else if (err.code === 'conflict' && /tên shop/i.test(err.message)) {
        setCurrent(0);
        form.setFields([{ name: 'name', errors: [err.message] }]);
        message.error(err.message);
        return;
      }
      setProblem(err.message);
    }
  };

  const actions = (() => {
    if (current === 0) {
      return (
        <Button
          type="primary"
          onClick={toStep2}
          disabled={!phoneVerified}
          title={phoneVerified ? undefined : 'Vui lòng xác thực số điện thoại trước'}
        >
          Tiếp theo
        </Button>
      );
    }
    if (current === 1) {
      return (
        <Button type="primary" onClick={() => setCurrent(2)} disabled={!hasPickup}>
          Tiếp theo
        </Button>
      );
    }
    return (
      <Button type="primary" onClick={submit} disabled={!agreed} loading={registering.isLoading}>
        {registering.isLoading ? 'Đang tạo shop…' : 'Đăng ký shop'}
      </Button>
    );
  })();

  return (
    <section className="cg-page">
      <PageHeading title="Đăng ký bán hàng" description="Mở shop trên Chợ Gundam để đăng bán mô hình của bạn." />
      <div className="cg-panel cg-regshop-card">
        <Steps current={current} items={STEPS} responsive className="cg-regshop-steps" />
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ maxWidth: 640, margin: '0 auto 16px' }} />}
        {/* step 1 stays mounted so the typed shop name survives going back and forth */}
        <div hidden={current !== 0}>
          <ShopInfoStep user={user} form={form} />
        </div>
        {current === 1 && (
          <Suspense fallback={stepLoading}>
            <PickupAddressStep user={user} />
          </Suspense>
        )}
        {current === 2 && (
          <div className="cg-regshop-step">
            <SellerRules />
            <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
              Tôi đã đọc và đồng ý với các điều khoản
            </Checkbox>
          </div>
        )}
        {current === 3 && created && (
          <Suspense fallback={stepLoading}>
            <DoneStep shop={created} />
          </Suspense>
        )}
        {current < 3 && (
          <div className="cg-regshop-actions">
            {current > 0 ? <Button onClick={() => setCurrent((c) => c - 1)}>Quay lại</Button> : <span />}
            {actions}
          </div>
        )}
      </div>
    </section>
  );
}
