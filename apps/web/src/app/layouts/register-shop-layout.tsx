import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { BrandLogo } from '@/features/navigation';
import { PageLoader } from '@/shared/ui/page-loader';
import './register-shop-layout.css';

/** `/register-shop`: a focused page of its own, without the storefront's menus. */
export default function RegisterShopLayout() {
  return (
    <div className="cg-regshop">
      <header className="cg-regshop__header">
        <div className="cg-regshop__row">
          <BrandLogo />
          <span className="cg-regshop__title">Đăng ký trở thành người bán</span>
          <Link to="/" className="cg-regshop__back">
            <ArrowLeftOutlined /> Quay về trang chủ
          </Link>
        </div>
      </header>
      <main className="cg-regshop__main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="cg-regshop__footer">© 2026 Chợ Gundam · Kênh người bán</footer>
    </div>
  );
}
