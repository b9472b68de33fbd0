import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from 'antd';
import { Card } from '@/shared/ui/card';
import type { Address, CheckoutQuoteResponse, User } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { LoadError } from '@/shared/ui/load-error';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PageEmpty } from '@/shared/ui/page-empty';
import { PageResult } from '@/shared/ui/page-result';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { PageHeading } from '@/shared/ui/page-heading';
import { useCheckoutQuote } from '../use-checkout-quote';
import { checkoutPath, parseKitIds, quoteView, recalledKits, rememberKits, withoutUnavailable } from '../checkout-logic';
import { usePlaceOrder } from '../use-place-order';
import { AddressChoice, type AddressFormSlot } from './address-choice';
import { CheckoutSummary } from './checkout-summary';
import { ShopGroupCard } from './shop-group-card';
import '../checkout.css';

/** The buyer's address book as the page loads it (the addresses feature's query). */
export interface AddressBookState {
  data?: Address[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface Props {
  user: User;
  addresses: AddressBookState;
  /** "Thêm địa chỉ": the address form of the addresses feature */
  addressForm: AddressFormSlot;
  /** the orders were created (their codes): the page reloads the cart and shows the orders */
  onPlaced: (codes: string[]) => void;
}

/**
 * `/checkout?kits=<id>,<id>`: the kits come from the URL, so a reload, "Mua ngay" and the return
 * from a wallet top-up all land on the same checkout. Address → server quote per shop (fee, date)
 * → notes → "Đặt hàng" with one Idempotency-Key per attempt.
 */
export function CheckoutView({ user, addresses, addressForm, onPlaced }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
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

  const list = useMemo(() => addresses.data ?? [], [addresses.data]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  // the chosen one while it still exists, else the default, else the first
  const address = list.find((a) => a.id === chosenId) ?? list.find((a) => a.is_primary) ?? list[0] ?? null;

  const quote = useCheckoutQuote(address && kitIds.length > 0 ? { address_id: address.id, kit_ids: kitIds } : null);
  const q: CheckoutQuoteResponse | undefined = quote.currentData;

  const [notes, setNotes] = useState<Record<string, string>>({});
  const { place, placing, refusal, setRefusal } = usePlaceOrder({ onPlaced, requote: quote.refetch });

  const heading = (
    <PageHeading title="Thanh toán" description="Chọn địa chỉ nhận hàng, kiểm tra phí vận chuyển và đặt hàng bằng số dư ví." />
  );

  if (kitIds.length === 0) {
    return (
      <section className="cg-page">
        {heading}
        <div className="cg-panel">
          <PageEmpty description="Không có sản phẩm nào để thanh toán">
            <span className="cg-checkout__links">
              <Link to="/cart">Quay lại giỏ hàng</Link>
              <Link to="/product">Tiếp tục mua sắm</Link>
            </span>
          </PageEmpty>
        </div>
      </section>
    );
  }
  if (addresses.isError) {
    return (
      <section className="cg-page">
        {heading}
        <LoadError
          message="Không tải được sổ địa chỉ"
          description={apiError(addresses.error).message}
          onRetry={() => void addresses.refetch()}
          retrying={addresses.isFetching}
        />
      </section>
    );
  }
  if (addresses.isLoading) {
    return (
      <section className="cg-page">
        {heading}
        <div className="cg-panel" aria-busy="true" aria-label="Đang tải thông tin thanh toán">
          <TextSkeleton rows={6} />
        </div>
      </section>
    );
  }

  const view = q ? quoteView(q) : null;

  return (
    <section className="cg-page">
      {heading}
      <div className="cg-checkout">
        <div className="cg-checkout__main">
          <AddressChoice
            user={user}
            addresses={list}
            selected={address}
            addressForm={addressForm}
            onSelect={(id) => {
              setChosenId(id);
              setRefusal(null);
            }}
          />
          {refusal ? (
            <NoteAlert
              type={refusal.kind === 'retry' ? 'warning' : 'error'}
              showIcon
              title={refusal.title}
              description={refusal.message}
              role="alert"
              closable={{ onClose: () => setRefusal(null) }}
            />
          ) : null}
          {!address ? null : quote.isError ? (
            <LoadError
              message="Không tính được đơn hàng"
              description={apiError(quote.error).message}
              onRetry={quote.refetch}
              retrying={quote.isFetching}
            />
          ) : !q || !view ? (
            <Card size="small" aria-busy="true" aria-label="Đang tính phí vận chuyển">
              <TextSkeleton rows={4} />
            </Card>
          ) : (
            <>
              {view.unavailable.length > 0 ? (
                <NoteAlert
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
        <CheckoutSummary
          kitIds={kitIds}
          q={q}
          view={view}
          placing={placing}
          requoting={quote.isFetching}
          needsAddress={!address}
          onPlace={() => void place(q, view, notes)}
        />
      </div>
    </section>
  );
}

/** `/checkout` for a signed-in member (the route is behind the sign-in guard). */
export function CheckoutUnavailable() {
  return <PageResult status="403" title="Bạn chưa đăng nhập" subTitle="Vui lòng đăng nhập để thanh toán." />;
}
