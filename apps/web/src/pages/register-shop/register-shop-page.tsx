import { lazy, Suspense, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useApp } from '@/shared/ui/app-feedback';
import { Checkbox } from '@/shared/ui/checkbox';
import { isStaff } from '@cho-gundam/contracts/core';
import { useAddressesResource } from '@/features/addresses/addresses-resource';
import { useReadMeAgain } from '@/features/profile/profile-calls';
import { useCurrentUser } from '@/features/session';
import { SellerRules } from '@/features/shop/components/seller-rules';
import { registerShop } from '@/features/shop/register-shop-call';
import { shopNameProblem } from '@/features/shop/shop-name-check';
import { useFieldProblems } from '@/shared/hooks/use-field-problems';
import { usePending } from '@/shared/hooks/use-pending';
import { apiError } from '@/shared/lib/form-helpers';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageResult } from '@/shared/ui/page-result';
import { PlainButton } from '@/shared/ui/plain-button';
import { Steps } from '@/shared/ui/steps';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import type { MyShopResponse } from '@cho-gundam/contracts';
import { ShopInfoStep } from './shop-info-step';
import './register-shop.css';

// the later steps load when the member reaches them (issue 13): the pickup step brings the address
// dialog (antd's Modal, Select with its virtual list, the province and ward pickers) and RTK Query
// with the address commands, the last step antd's Result
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

// the page's one checked field; a module-level rule keeps useFieldProblems' `check` the same
const nameRule = (_field: 'name', value: string) => shopNameProblem(value);

/**
 * `/register-shop`: a member becomes a seller in four steps (product.md §4, original §8.1). Without
 * antd's Form, Steps and Button, nor RTK Query, on its first load (issue 13): the name is a plain
 * field checked as it is typed and on "Tiếp theo", as antd's Form did; the shop is created and the
 * addresses read with the shell's HTTP client.
 */
export default function RegisterShopPage() {
  const user = useCurrentUser()!; // the route is behind RequireSignIn
  const { message } = useApp();
  const readMeAgain = useReadMeAgain();
  const [name, setName] = useState('');
  const { problems, check, show } = useFieldProblems(nameRule);
  const [current, setCurrent] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<MyShopResponse | null>(null);
  const [register, registering] = usePending(registerShop);
  // the same answer the pickup step shows, read again when an address command settles
  // (addresses-api.ts): "Tiếp theo" waits for a pickup address
  const addresses = useAddressesResource(user.id);
  const hasPickup = !!addresses.currentData?.some((a) => a.is_pickup_address);

  // a seller already has a shop, unless they became one a moment ago on this very page (step 4)
  if (user.role === 'seller' && !created) return <Navigate to="/shop/dashboard" replace />;
  if (isStaff(user.role)) {
    return <PageResult status="info" title="Tài khoản nhân viên không thể mở shop" extra={<Link to="/">Về trang chủ</Link>} />;
  }

  const phoneVerified = user.phone_number_verified && !!user.phone_number;

  const changeName = (value: string) => {
    setName(value);
    void check('name', value);
  };

  const toStep2 = async () => {
    // the problem, if any, shows under the field
    if (await check('name', name)) setCurrent(1);
  };

  const submit = async () => {
    setProblem(null);
    let shop: MyShopResponse;
    try {
      shop = await register(name);
    } catch (e) {
      const err = apiError(e);
      const fields = (err.details as { fields?: { field: string }[] } | null)?.fields?.map((f) => f.field) ?? [];
      if (fields.includes('phone_number')) setCurrent(0);
      else if (fields.includes('pickup_address')) setCurrent(1);
      else if (err.code === 'conflict' && /tên shop/i.test(err.message)) {
        setCurrent(0);
        show({ name: err.message });
        message.error(err.message);
        return;
      }
      setProblem(err.message);
      return;
    }
    setCreated(shop);
    setCurrent(3);
    // the role is now "seller" on the server: refresh the session user so menus and guards follow
    // without a reload (a failed read leaves it for the next start, as before)
    await readMeAgain().catch(() => undefined);
  };

  const actions = (() => {
    if (current === 0) {
      return (
        <PlainButton
          type="primary"
          onClick={() => void toStep2()}
          disabled={!phoneVerified}
          title={phoneVerified ? undefined : 'Vui lòng xác thực số điện thoại trước'}
        >
          Tiếp theo
        </PlainButton>
      );
    }
    if (current === 1) {
      return (
        <PlainButton type="primary" onClick={() => setCurrent(2)} disabled={!hasPickup}>
          Tiếp theo
        </PlainButton>
      );
    }
    return (
      <PlainButton type="primary" onClick={() => void submit()} disabled={!agreed} loading={registering}>
        {registering ? 'Đang tạo shop…' : 'Đăng ký shop'}
      </PlainButton>
    );
  })();

  return (
    <section className="cg-page">
      <PageHeading title="Đăng ký bán hàng" description="Mở shop trên Chợ Gundam để đăng bán mô hình của bạn." />
      <div className="cg-panel cg-regshop-card">
        <Steps current={current} items={STEPS} responsive className="cg-regshop-steps" />
        {problem && <NoteAlert type="error" showIcon role="alert" title={problem} className="cg-regshop-problem" />}
        {/* step 1 stays mounted so the typed shop name survives going back and forth */}
        <div hidden={current !== 0}>
          <ShopInfoStep user={user} name={name} nameError={problems.name} onNameChange={changeName} />
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
            {current > 0 ? <PlainButton onClick={() => setCurrent((c) => c - 1)}>Quay lại</PlainButton> : <span />}
            {actions}
          </div>
        )}
      </div>
    </section>
  );
}
