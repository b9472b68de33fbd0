import { Link } from 'react-router';
import { BrandLogo } from './brand-logo';
import { MAIN_NAV } from './nav-links';
import './site-footer.css';

const FOR_MEMBERS = [
  { label: 'Đơn hàng của tôi', to: '/member/profile/orders/regular-auction' },
  { label: 'Ví của tôi', to: '/member/profile/wallet' },
  { label: 'Đấu giá đã tham gia', to: '/member/profile/auction-participation' },
  { label: 'Bài đăng trao đổi của tôi', to: '/exchange/my-post' },
];
const FOR_SELLERS = [
  { label: 'Đăng ký bán hàng', to: '/register-shop' },
  { label: 'Quản lý Shop', to: '/shop/dashboard' },
  { label: 'Gói dịch vụ', to: '/shop/Subscription' },
];

function Column({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav className="cg-footer__col" aria-label={title}>
      <h2 className="cg-footer__title">{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every footer link goes somewhere real (the original's all pointed nowhere). */
export function SiteFooter() {
  return (
    <footer className="cg-footer">
      <div className="cg-container cg-footer__grid">
        <div className="cg-footer__about">
          <BrandLogo tone="light" />
          <p>Nền tảng mua bán, đấu giá và trao đổi mô hình Gundam dành cho người Việt.</p>
        </div>
        <Column title="Khám phá" links={MAIN_NAV.map(({ label, to }) => ({ label, to }))} />
        <Column title="Dành cho thành viên" links={FOR_MEMBERS} />
        <Column title="Dành cho người bán" links={FOR_SELLERS} />
      </div>
      <div className="cg-footer__bottom">
        <div className="cg-container">© 2026 Chợ Gundam. Mọi quyền được bảo lưu.</div>
      </div>
    </footer>
  );
}
