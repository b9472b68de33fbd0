import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ArrowLeftOutlined, CheckCircleFilled } from '@ant-design/icons';
import { BrandLogo, BrandMark } from '@/features/navigation';
import { PageLoader } from '@/shared/ui/page-loader';
import './auth-layout.css';

const POINTS = [
  'Mua mô hình từ các shop uy tín',
  'Đấu giá trực tiếp, cập nhật theo thời gian thực',
  'Trao đổi mô hình với người sưu tầm khác',
];

/** Sign-in and sign-up: the brand on one side, the form card (the page) on the other. */
export default function AuthLayout() {
  return (
    <div className="cg-auth">
      <header className="cg-auth__header">
        <BrandLogo />
        <Link to="/" className="cg-auth__back">
          <ArrowLeftOutlined /> Quay về trang chủ
        </Link>
      </header>
      <main className="cg-auth__main">
        <section className="cg-auth__brand" aria-label="Giới thiệu Chợ Gundam">
          <BrandMark size={88} />
          <p className="cg-auth__tagline">Nền tảng mua bán, đấu giá và trao đổi mô hình Gundam dành cho người Việt</p>
          <ul className="cg-auth__points">
            {POINTS.map((p) => (
              <li key={p}>
                <CheckCircleFilled aria-hidden="true" /> {p}
              </li>
            ))}
          </ul>
        </section>
        <section className="cg-auth__card">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </section>
      </main>
      <footer className="cg-auth__footer">© 2026 Chợ Gundam</footer>
    </div>
  );
}
