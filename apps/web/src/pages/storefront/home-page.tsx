import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router';
// by path, not through the feature's index: this chunk is on the cold load
import { KitGrid, type KitCardData } from '@/features/storefront/components/kit-card';
import { HOME_GRADES, useHome } from '@/features/storefront/use-home';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { PageEmpty } from '@/shared/ui/page-empty';
import { WhenVisible } from '@/shared/ui/when-visible';
import { formatNumber } from '@/shared/lib/format';
import './home-page.css';

// The home page is the cold-load page: plain HTML/CSS plus antd's Button (antd's Empty only when a
// row has nothing to show), nothing heavier; `/home` is read with the shell's HTTP client (see useHome). Kit cards
// come from the storefront feature and are CSS-only too.

// below the kit rows: its code and its request wait until the reader scrolls near it
const EndingSoonSection = lazy(() =>
  import('@/features/auctions/components/list/ending-soon-section').then((m) => ({ default: m.EndingSoonSection })),
);

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: ReactNode;
  more?: { to: string; label?: string };
  children: ReactNode;
}) {
  return (
    <section className="cg-home__section" aria-labelledby={`home-${id}`}>
      <div className="cg-home__section-head">
        <h2 id={`home-${id}`}>{title}</h2>
        {more ? <Link to={more.to}>{more.label ?? 'Xem tất cả'}</Link> : null}
      </div>
      {children}
    </section>
  );
}

// below the kit rows, like the auctions: the board's newest posts
const LatestPostsSection = lazy(() =>
  import('@/features/exchange/components/latest-posts-section').then((m) => ({ default: m.LatestPostsSection })),
);

/**
 * A section below the kit rows: its code and its request wait until the reader scrolls near it;
 * `Body` decides what to show and puts it in the section's frame (heading and "Xem tất cả").
 */
function BelowTheFold({
  id,
  title,
  to,
  Body,
}: {
  id: string;
  title: string;
  to: string;
  Body: ComponentType<{ frame: (body: ReactNode) => ReactNode }>;
}) {
  return (
    <WhenVisible>
      <Suspense fallback={null}>
        <Body
          frame={(body) => (
            <Section id={id} title={title} more={{ to }}>
              {body}
            </Section>
          )}
        />
      </Suspense>
    </WhenVisible>
  );
}

function EmptyPanel({ text, children }: { text: ReactNode; children?: ReactNode }) {
  return (
    <div className="cg-panel cg-home__empty">
      <PageEmpty description={text}>{children}</PageEmpty>
    </div>
  );
}

/** A row of kits, its skeleton while loading, or an honest empty state. */
function KitRow({
  kits,
  loading,
  skeletons,
  emptyText,
  firstScreen = false,
}: {
  kits: KitCardData[] | undefined;
  loading: boolean;
  skeletons: number;
  emptyText: string;
  firstScreen?: boolean;
}) {
  if (loading) return <KitGrid kits={[]} loading skeletons={skeletons} />;
  if (!kits || kits.length === 0) return <EmptyPanel text={emptyText} />;
  return <KitGrid kits={kits} firstScreen={firstScreen} />;
}

function Stat({ value, label }: { value: number | undefined; label: string }) {
  return (
    <li>
      {/* a fixed-width placeholder while loading, so the hero does not jump */}
      <strong>{value === undefined ? '—' : formatNumber(value)}</strong>
      <span>{label}</span>
    </li>
  );
}

/** `/`: what the marketplace is, the newest kits, a row per popular grade, auctions ending soon and exchanges. */
export default function HomePage() {
  usePageTitle(null);
  const { data, loading: isLoading, error, retry } = useHome();
  const failed = !!error && !data;

  return (
    <div className="cg-home">
      <section className="cg-home__hero">
        <div className="cg-home__hero-text">
          <p className="cg-home__eyebrow">Chợ Gundam</p>
          <h1>Mua bán, đấu giá và trao đổi mô hình Gundam</h1>
          <p className="cg-home__tagline">Gunpla chính hãng từ các shop uy tín. Tiền được giữ an toàn đến khi bạn nhận hàng.</p>
          <div className="cg-home__actions">
            <Link to="/product" className="cg-cta cg-cta--primary">
              Khám phá sản phẩm
            </Link>
            <Link to="/register-shop" className="cg-cta cg-cta--ghost">
              Đăng ký bán hàng
            </Link>
          </div>
          {failed ? null : (
            <ul className="cg-home__stats" aria-label="Số liệu chợ">
              <Stat value={data?.stats.published_count} label="sản phẩm đang bán" />
              <Stat value={data?.stats.shops_count} label="shop" />
            </ul>
          )}
        </div>
        <nav aria-label="Mua theo phân khúc">
          <ul className="cg-home__grades">
            {[...HOME_GRADES, 'SD', 'EG'].map((g) => (
              <li key={g}>
                <Link to={`/product?grade=${g}`} aria-label={`Xem sản phẩm ${g}`}>
                  {g}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>

      {failed ? (
        <EmptyPanel text={<span role="alert">{error}</span>}>
          <Button type="primary" onClick={retry} loading={isLoading}>
            Thử lại
          </Button>
        </EmptyPanel>
      ) : (
        <>
          <Section id="newest" title="Sản phẩm mới" more={{ to: '/product' }}>
            <KitRow kits={data?.newest} loading={isLoading} skeletons={8} emptyText="Chưa có sản phẩm nào được đăng bán" firstScreen />
          </Section>
          {(data?.by_grade ?? HOME_GRADES.map((code) => ({ grade: { code, display_name: code, slug: code }, items: undefined }))).map(
            ({ grade, items }) => (
              <Section
                key={grade.code}
                id={`grade-${grade.code}`}
                title={<GradeTitle code={grade.code} name={grade.display_name} />}
                more={{ to: `/product?grade=${grade.code}` }}
              >
                <KitRow kits={items} loading={isLoading} skeletons={4} emptyText={`Chưa có sản phẩm ${grade.code} nào đang bán`} />
              </Section>
            ),
          )}
        </>
      )}

      {/* after the kits, loaded when scrolled near (the auctions are left out entirely when none is live) */}
      <BelowTheFold id="auctions" title="Đấu giá sắp kết thúc" to="/auction" Body={EndingSoonSection} />
      <BelowTheFold id="exchange" title="Trao đổi mới nhất" to="/exchange/list" Body={LatestPostsSection} />
    </div>
  );
}

function GradeTitle({ code, name }: { code: string; name: string }) {
  // "High Grade – Dòng phổ thông": the part after the dash is the shopper-friendly subtitle
  const [, subtitle] = name.split(' – ');
  return (
    <>
      <span className="cg-home__grade-code">{code}</span> {subtitle ?? (name === code ? '' : name)}
    </>
  );
}
