import { Link } from 'react-router';
import { EmptyPage } from '@/shared/ui/empty-page';

/** `/product/:slug`: one kit for sale. */
export default function ProductDetailPage() {
  return (
    <EmptyPage
      title="Chi tiết sản phẩm"
      description="Hình ảnh, tình trạng, giá và thông tin người bán của mô hình."
      emptyText="Không tìm thấy sản phẩm này. Có thể sản phẩm đã được bán hoặc ngừng đăng."
      action={<Link to="/product">Xem các sản phẩm khác</Link>}
    />
  );
}
