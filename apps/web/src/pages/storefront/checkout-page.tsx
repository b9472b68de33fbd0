import { Link } from 'react-router';
import { EmptyPage } from '@/shared/ui/empty-page';

/** `/checkout`: delivery address, shipping and payment for the chosen cart items. */
export default function CheckoutPage() {
  return (
    <EmptyPage
      title="Thanh toán"
      description="Chọn địa chỉ nhận hàng, phương thức thanh toán và xác nhận đơn hàng."
      emptyText="Chưa có sản phẩm nào được chọn để thanh toán"
      action={<Link to="/cart">Quay lại giỏ hàng</Link>}
    />
  );
}
