import { Button, Empty, Spin } from 'antd';
import { Link } from 'react-router';
import { useCart } from '@/features/cart';
import { MoneyText } from '@/shared/ui/money-text';
import { PageHeading } from '@/shared/ui/page-heading';
import './cart-page.css';

/** `/cart`: the kits the member put aside, before checkout. */
export default function CartPage() {
  const { cartItems, loading, removeFromCart } = useCart();
  return (
    <section className="cg-page">
      <PageHeading title="Giỏ hàng" description="Các mô hình bạn đã chọn mua." />
      <div className="cg-panel">
        {loading ? (
          <div className="cg-cart__loading">
            <Spin />
          </div>
        ) : cartItems.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Giỏ hàng của bạn đang trống">
            <Link to="/product">Khám phá sản phẩm</Link>
          </Empty>
        ) : (
          <ul className="cg-cart__list">
            {cartItems.map((item) => (
              <li key={item.cart_item_id}>
                <span className="cg-cart__name">{item.name ?? 'Mô hình Gundam'}</span>
                <MoneyText value={item.price} strong />
                <Button type="link" danger onClick={() => void removeFromCart(item.cart_item_id)}>
                  Xóa
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
