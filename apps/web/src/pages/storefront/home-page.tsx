import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import './home-page.css';

function HomeSection({ title, to, emptyText }: { title: string; to: string; emptyText: ReactNode }) {
  return (
    <section className="cg-home__section" aria-labelledby={`home-${to}`}>
      <div className="cg-home__section-head">
        <h2 id={`home-${to}`}>{title}</h2>
        <Link to={to}>Xem tất cả</Link>
      </div>
      <div className="cg-panel">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    </section>
  );
}

/** `/`: what the marketplace is, and what is new in each of its three ways to get a kit. */
export default function HomePage() {
  usePageTitle(null);
  return (
    <div className="cg-home">
      <section className="cg-home__hero">
        <div className="cg-home__hero-text">
          <p className="cg-home__eyebrow">Chợ Gundam</p>
          <h1>Mua bán, đấu giá và trao đổi mô hình Gundam</h1>
          <p className="cg-home__tagline">Nền tảng mua bán, đấu giá và trao đổi mô hình Gundam dành cho người Việt</p>
          <div className="cg-home__actions">
            <Link to="/product" className="cg-cta cg-cta--primary">
              Khám phá sản phẩm
            </Link>
            <Link to="/register-shop" className="cg-cta cg-cta--ghost">
              Đăng ký bán hàng
            </Link>
          </div>
        </div>
        <ul className="cg-home__grades" aria-label="Các dòng mô hình">
          {['HG', 'RG', 'MG', 'PG', 'SD', 'EG'].map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </section>
      <HomeSection title="Sản phẩm mới" to="/product" emptyText="Chưa có sản phẩm nào được đăng bán" />
      <HomeSection title="Đấu giá đang diễn ra" to="/auction" emptyText="Hiện chưa có phiên đấu giá nào đang diễn ra" />
      <HomeSection title="Trao đổi mới nhất" to="/exchange/list" emptyText="Chưa có bài đăng trao đổi nào" />
    </div>
  );
}
