import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { Checkbox } from '@/shared/ui/checkbox';
import { DeleteOutlined, ShopOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useCart } from '@/features/cart';
import {
  checkState,
  effectiveSelection,
  groupByShop,
  isSelectable,
  selectedTotal,
  selectionOf,
  tick,
  toCartLine,
  type CartLine,
  type Ticks,
} from '@/features/storefront';
import { MoneyText } from '@/shared/ui/money-text';
import { PageEmpty } from '@/shared/ui/page-empty';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageResult } from '@/shared/ui/page-result';
import { ConfirmOnFirstClick } from '@/shared/ui/confirm-on-first-click';
import './cart-page.css';

// antd's Tag, for the rare line whose kit is no longer on sale: an empty cart or one of kits on sale
// does not download it
const GONE = 'Không còn bán';
const GoneTag = lazy(() =>
  import('antd/es/tag').then(({ default: Tag }) => ({ default: () => <Tag className="cg-cart__gone">{GONE}</Tag> })),
);

function CartRow({
  line,
  selected,
  onToggle,
  onRemove,
}: {
  line: CartLine;
  selected: boolean;
  onToggle: (on: boolean) => void;
  onRemove: () => Promise<void>;
}) {
  const selectable = isSelectable(line);
  const href = line.gundam_slug ? `/product/${line.gundam_slug}` : null;
  const name = href ? <Link to={href}>{line.gundam_name}</Link> : line.gundam_name;
  return (
    <li className={selectable ? 'cg-cart__row' : 'cg-cart__row is-unavailable'}>
      <Checkbox
        checked={selectable && selected}
        disabled={!selectable}
        onChange={(e) => onToggle(e.target.checked)}
        aria-label={`Chọn ${line.gundam_name}`}
      />
      <div className="cg-cart__thumb">
        {line.gundam_image_url ? <img src={line.gundam_image_url} alt="" width={80} height={80} loading="lazy" decoding="async" /> : null}
      </div>
      <div className="cg-cart__info">
        <span className="cg-cart__name">{name}</span>
        {/* the kit was sold, unpublished or put up for auction since it was added */}
        {line.available ? null : (
          <Suspense fallback={<span className="cg-cart__gone">{GONE}</span>}>
            <GoneTag />
          </Suspense>
        )}
      </div>
      <MoneyText value={line.gundam_price} className="cg-cart__price" />
      <ConfirmOnFirstClick
        title="Xóa sản phẩm khỏi giỏ hàng?"
        description={line.gundam_name}
        okText="Xóa"
        onConfirm={onRemove}
        trigger={
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Xóa ${line.gundam_name} khỏi giỏ hàng`}>
            <span className="cg-cart__remove-label">Xóa</span>
          </Button>
        }
      />
    </li>
  );
}

/** `/cart`: the kits the member put aside, by shop; pick some and go to checkout with exactly those. */
export default function CartPage() {
  const navigate = useNavigate();
  const { cartItems, loading, error, removeFromCart, reload } = useCart();
  const lines = useMemo(() => cartItems.map(toCartLine), [cartItems]);
  const groups = useMemo(() => groupByShop(lines), [lines]);
  // what the member ticked or unticked; everything else that can be bought starts ticked
  const [ticks, setTicks] = useState<Ticks>(() => new Map());
  const selected = useMemo(() => selectionOf(lines, ticks), [lines, ticks]);

  // ids of removed or no-longer-available lines drop out of the selection by themselves
  const chosen = effectiveSelection(lines, selected);
  const total = selectedTotal(lines, selected);
  const all = checkState(lines, selected);
  const selectableCount = lines.filter(isSelectable).length;

  const heading = <PageHeading title="Giỏ hàng" description="Các mô hình bạn đã chọn, nhóm theo shop." />;

  if (loading && lines.length === 0) {
    return (
      <section className="cg-page">
        {heading}
        <div className="cg-panel" role="status" aria-label="Đang tải giỏ hàng">
          <Skeleton active avatar={{ shape: 'square', size: 80 }} paragraph={{ rows: 2 }} />
          <Skeleton active avatar={{ shape: 'square', size: 80 }} paragraph={{ rows: 2 }} />
        </div>
      </section>
    );
  }
  if (error && lines.length === 0) {
    // seed §8: a failed load keeps its message and empties the cart; this page shows the message
    return (
      <section className="cg-page">
        {heading}
        <PageResult
          status="warning"
          title="Không tải được giỏ hàng"
          subTitle={error}
          extra={
            <Button type="primary" onClick={() => void reload()}>
              Thử lại
            </Button>
          }
        />
      </section>
    );
  }
  if (lines.length === 0) {
    return (
      <section className="cg-page">
        {heading}
        <div className="cg-panel">
          <PageEmpty
            large
            description={
              <>
                <strong>Giỏ hàng trống</strong>
                <br />
                Bạn chưa có sản phẩm nào trong giỏ hàng.
              </>
            }
          >
            <Button type="primary" onClick={() => navigate('/product')}>
              Tiếp tục mua sắm
            </Button>
          </PageEmpty>
        </div>
      </section>
    );
  }

  const remove = async (id: string) => {
    // seed §4/§8: the line leaves the list once the server agreed; a failure is only logged
    await removeFromCart(id);
  };

  return (
    <section className="cg-page">
      {heading}
      {groups.map((g) => {
        const shopBox = checkState(g.lines, selected);
        return (
          <section key={g.seller_id || g.seller_name} className="cg-cart__shop" aria-label={`Shop ${g.seller_name}`}>
            <header className="cg-cart__shop-head">
              <Checkbox
                checked={shopBox.checked}
                indeterminate={shopBox.indeterminate}
                disabled={shopBox.disabled}
                onChange={(e) => setTicks((t) => tick(t, g.lines, e.target.checked))}
                aria-label={`Chọn tất cả sản phẩm của ${g.seller_name}`}
              />
              <ShopOutlined aria-hidden="true" />
              <h2>{g.seller_name}</h2>
            </header>
            <ul className="cg-cart__list">
              {g.lines.map((l) => (
                <CartRow
                  key={l.cart_item_id}
                  line={l}
                  selected={selected.has(l.cart_item_id)}
                  onToggle={(on) => setTicks((t) => tick(t, [l], on))}
                  onRemove={() => remove(l.cart_item_id)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <div className="cg-cart__bar">
        <Checkbox
          checked={all.checked}
          indeterminate={all.indeterminate}
          disabled={all.disabled}
          onChange={(e) => setTicks((t) => tick(t, lines, e.target.checked))}
        >
          Chọn tất cả ({selectableCount})
        </Checkbox>
        <div className="cg-cart__total">
          <span>Tổng thanh toán ({chosen.length} sản phẩm):</span>
          <MoneyText value={total} className="cg-cart__total-value" />
        </div>
        <Button
          type="primary"
          size="large"
          disabled={chosen.length === 0}
          onClick={() => {
            // checkout takes kits, in the URL (`checkoutPath` of features/checkout, written out here so this
            // page does not share a chunk with checkout): a reload or the return from a top-up keeps the selection
            const picked = new Set(chosen);
            navigate(
              `/checkout?kits=${lines
                .filter((l) => picked.has(l.cart_item_id))
                .map((l) => l.gundam_id)
                .join(',')}`,
            );
          }}
        >
          Mua hàng
        </Button>
      </div>
    </section>
  );
}
