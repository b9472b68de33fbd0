import { Empty, Steps } from 'antd';
import { Navigate } from 'react-router';
import { useCurrentUser } from '@/features/session';
import { PageHeading } from '@/shared/ui/page-heading';

const STEPS = [
  { title: 'Thông tin shop', description: 'Tên shop và số điện thoại đã xác minh' },
  { title: 'Địa chỉ lấy hàng', description: 'Nơi đơn vị vận chuyển đến lấy hàng' },
  { title: 'Điều khoản', description: 'Quy định dành cho người bán' },
  { title: 'Hoàn tất', description: 'Bắt đầu với gói dùng thử' },
];

/** `/register-shop`: a member becomes a seller in four steps (product.md §4). */
export default function RegisterShopPage() {
  const user = useCurrentUser();
  // a seller already has a shop: the seller centre is where they belong
  if (user?.role === 'seller') return <Navigate to="/shop/dashboard" replace />;
  return (
    <section className="cg-page">
      <PageHeading title="Đăng ký bán hàng" description="Mở shop trên Chợ Gundam để đăng bán và đấu giá mô hình của bạn." />
      <div className="cg-panel" style={{ padding: 24 }}>
        <Steps current={0} items={STEPS} responsive />
      </div>
      <div className="cg-panel">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Bạn chưa có shop nào trên Chợ Gundam" />
      </div>
    </section>
  );
}
