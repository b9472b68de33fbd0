import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Card, Empty, Result, Skeleton, Space, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import type { CheckoutQuoteResponse, User } from '@cho-gundam/contracts';
import { useAddressesQuery } from '@/features/addresses/addresses-api';
import { useCart } from '@/features/cart';
import type { PlacedState } from '@/features/orders/components/buyer-orders-view';
import { ordersApi } from '@/features/orders/orders-api';
import { useAppDispatch } from '@/shared/hooks/store';
import { apiError } from '@/shared/lib/form-helpers';
import { formatMoney } from '@/shared/lib/format';
import { HttpError } from '@/shared/lib/http';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { PageHeading } from '@/shared/ui/page-heading';
import { placeCheckout, useCheckoutQuoteQuery } from '../checkout-api';
import {
  checkoutBodyFrom,
  checkoutPath,
  itemsCountText,
  parseKitIds,
  quoteView,
  recalledKits,
  rememberKits,
  refusalOf,
  topUpPath,
  withoutUnavailable,
  type Refusal,
} from '../checkout-logic';
import { createAttemptKeys, fingerprint, isDefiniteAnswer } from '../idempotency';
import { AddressChoice } from './address-choice';
import { ShopGroupCard } from './shop-group-card';
// one stylesheet for all order screens (checkout included): one CSS file fewer in the shell's preload map
import '@/features/orders/orders.css';

/**
 * `/checkout?kits=<id>,<id>`: the kits come from the URL, so a reload, "Mua ngay" and the return
 * from a wallet top-up all land on the same checkout. Address → server quote per shop (fee, date)
 * → notes → "Đặt hàng" with one Idempotency-Key per attempt.
 */
export function CheckoutView({ user }: { user: User }) {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { reload: reloadCart } = useCart();
  const kitIds = useMemo(() => parseKitIds(location.search), [location.search]);
  const resume = kitIds.length === 0 && new URLSearchParams(location.search).get('resume') === '1';

  // back from a top-up with a selection too long for the wallet's return path: the kits this tab saved
  useEffect(() => {
    if (!resume) return;
    const saved = recalledKits();
    if (saved.length > 0) navigate(checkoutPath(saved), { replace: true });
  }, [resume, navigate]);
  useEffect(() => {
    if (kitIds.length > 0) rememberKits(kitIds);
  }, [kitIds]);

  const addresses = useAddressesQuery(user.id);
  const list = useMemo(() => addresses.data ?? [], [addresses.data]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  // the chosen one while it still exists, else the default, else the first
  const address = list.find((a) => a.id === chosenId) ?? list.find((a) => a.is_primary) ?? list[0] ?? null;

  const quote = useCheckoutQuoteQuery(
    { address_id: address?.id ?? '', kit_ids: kitIds },
    { skip: !address || kitIds.length === 0, refetchOnMountOrArgChange: true },
  );
  const q: CheckoutQuoteResponse | undefined = quote.currentData;

  const [notes, setNotes] = useState<Record<string, string>>({});
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  const keys = useRef(createAttemptKeys());
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const heading = <PageHeading title="Thanh toán" description="Chọn địa chỉ nhận hàng, kiểm tra phí vận chuyển và đặt hàng bằng số dư ví." />;

  if (kitIds.length === 0) {
    return (
      <section className="cg-page">
        {heading}
        <div className="cg-panel">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không có sản phẩm nào để thanh toán">
            <Space>
              <Link to="/cart">Quay lại giỏ hàng</Link>
              <Link to="/product">Tiếp tục mua sắm</Link>
            </Space>
          </Empty>
        </div>
      </section>
    );
  }
  if (addresses.isError) {
    return (
      <section className="cg-page">
        {heading}
        <LoadError message="Không tải được sổ địa chỉ" description={apiError(addresses.error).message} onRetry={() => void addresses.refetch()} retrying={addresses.isFetching} />
      </section>
    );
  }
  if (addresses.isLoading) {
    return (
      <section className="cg-page">
        {heading}
        <div className="cg-panel" aria-busy="true" aria-label="Đang tải thông tin thanh toán">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </section>
    );
  }

  const view = q ? quoteView(q) : null;

  const place = async () => {
    if (!q || !view || view.blocker || placingRef.current) return;
    placingRef.current = true;
    setPlacing(true);
    setRefusal(null);
    const body = checkoutBodyFrom(q, notes);
    // the same body keeps the same key until the server answers for good (a retry cannot double-charge)
    const key = keys.current.keyFor(fingerprint(body));
    try {
      const res = await placeCheckout(body, key);
      keys.current.resolve();
      dispatch(ordersApi.util.invalidateTags(['Orders', 'Wallet', 'SellerDashboard', 'SellerRevenue']));
      void reloadCart();
      const state: PlacedState = { placed: { codes: res.orders.map((o) => o.code) } };
      navigate('/member/profile/orders/regular-auction', { state });
    } catch (err) {
      const e =
        err instanceof HttpError
          ? { status: err.status, code: err.code, message: err.message, details: err.details }
          : { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra.', details: null };
      if (isDefiniteAnswer(e.status, e.code)) keys.current.resolve();
      const r = refusalOf(e);
      setRefusal(r);
      // the server's view changed (availability, prices, balance): show the new quote
      if (r.kind === 'requote' || r.kind === 'funds') void quote.refetch();
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  return (
    <section className="cg-page">
      {heading}
      <div className="cg-checkout">
        <div className="cg-checkout__main">
          <AddressChoice
            user={user}
            addresses={list}
            selected={address}
            onSelect={(id) => {
              setChosenId(id);
              setRefusal(null);
            }}
          />
          {refusal ? (
            <Alert type={refusal.kind === 'retry' ? 'warning' : 'error'} showIcon title={refusal.title} description={refusal.message} role="alert" closable={{ onClose: () => setRefusal(null) }} />
          ) : null}
          {!address ? null : quote.isError ? (
            <LoadError message="Không tính được đơn hàng" description={apiError(quote.error).message} onRetry={() => void quote.refetch()} retrying={quote.isFetching} />
          ) : !q || !view ? (
            <Card size="small" aria-busy="true" aria-label="Đang tính phí vận chuyển">
              <Skeleton active avatar={{ shape: 'square' }} paragraph={{ rows: 4 }} />
            </Card>
          ) : (
            <>
              {view.unavailable.length > 0 ? (
                <Alert
                  type="warning"
                  showIcon
                  title="Một số sản phẩm không còn được bán"
                  description={
                    <>
                      <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
                        {view.unavailable.map((u) => (
                          <li key={u.kit_id}>
                            {u.name}: {u.reason}
                          </li>
                        ))}
                      </ul>
                      {view.buyableCount > 0 ? (
                        <Button size="small" onClick={() => navigate(checkoutPath(withoutUnavailable(kitIds, q)), { replace: true })}>
                          Bỏ sản phẩm không còn bán
                        </Button>
                      ) : null}
                    </>
                  }
                />
              ) : null}
              {q.groups.map((g) => (
                <ShopGroupCard
                  key={g.seller_id}
                  group={g}
                  note={notes[g.seller_id] ?? ''}
                  onNote={(v) => setNotes((n) => ({ ...n, [g.seller_id]: v }))}
                  disabled={placing}
                />
              ))}
            </>
          )}
        </div>
        <aside className="cg-checkout__side" aria-label="Tóm tắt đơn hàng">
          <Card title="Đơn hàng" size="small" extra={<Link to="/cart">Quay lại giỏ hàng</Link>}>
            {q && view ? (
              <>
                <dl className="cg-checkout__facts">
                  <div>
                    <dt>Tổng tiền hàng ({itemsCountText(view.buyableCount)})</dt>
                    <dd>
                      <MoneyText value={q.items_total} />
                    </dd>
                  </div>
                  <div>
                    <dt>Tổng phí vận chuyển</dt>
                    <dd>
                      <MoneyText value={q.delivery_total} />
                    </dd>
                  </div>
                  <div className="is-total">
                    <dt>Tổng thanh toán</dt>
                    <dd data-testid="checkout-grand-total">
                      <MoneyText value={q.grand_total} strong />
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <WalletOutlined aria-hidden="true" /> Số dư ví
                    </dt>
                    <dd data-testid="checkout-balance">
                      <MoneyText value={q.available_balance} />
                    </dd>
                  </div>
                </dl>
                {view.short ? (
                  <Alert
                    type="warning"
                    showIcon
                    title="Số dư không đủ"
                    description={
                      <>
                        <div>
                          Bạn cần thêm <MoneyText value={q.missing_amount} strong /> để thanh toán.
                        </div>
                        <Button type="primary" style={{ marginTop: 8 }} onClick={() => navigate(topUpPath(q.missing_amount, kitIds))}>
                          Nạp thêm {formatMoney(q.missing_amount)}
                        </Button>
                      </>
                    }
                    style={{ marginBottom: 12 }}
                  />
                ) : null}
                {view.blocker && !view.short ? (
                  <Typography.Paragraph type="danger">{view.blocker}</Typography.Paragraph>
                ) : null}
              </>
            ) : (
              <Skeleton active title={false} paragraph={{ rows: 4 }} />
            )}
            <Button
              type="primary"
              size="large"
              block
              // the name stays "Đặt hàng" while the spinner shows (tests and screen readers find it the same)
              aria-label="Đặt hàng"
              aria-busy={placing}
              loading={placing}
              disabled={!q || !view || !!view.blocker || quote.isFetching}
              onClick={() => void place()}
            >
              Đặt hàng
            </Button>
            <p className="cg-checkout__legal">
              Tiền được giữ an toàn trên sàn và chỉ chuyển cho người bán khi bạn đã nhận hàng. Mỗi shop là một đơn hàng riêng.
            </p>
          </Card>
        </aside>
      </div>
    </section>
  );
}

/** `/checkout` for a signed-in member (the route is behind the sign-in guard). */
export function CheckoutUnavailable() {
  return <Result status="403" title="Bạn chưa đăng nhập" subTitle="Vui lòng đăng nhập để thanh toán." />;
}
