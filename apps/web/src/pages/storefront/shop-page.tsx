import { useMemo } from 'react';
import { Button } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ReportButton } from '@/features/flags/components/report-button';
import { useCurrentUser } from '@/features/session';
import { filtersFromParams, paramsFromFilters, withFilters, type KitFilters } from '@/features/storefront';
import { usePublicShop } from '@/features/storefront/list-data';
import { KitResults } from '@/features/storefront/components/kit-results';
import { ShopHeader, ShopHeaderSkeleton } from '@/features/storefront/components/shop-header';
import { SortSelect } from '@/features/storefront/components/sort-select';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { HttpError } from '@/shared/lib/http';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageResult } from '@/shared/ui/page-result';
import { SkeletonHandover } from '@/shared/ui/skeleton-handover';
import './shop-page.css';

/** `/shops/:slug`: a shop's public page: who it is, and the kits it has for sale right now. */
export default function ShopPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const { params, setAll } = useQueryParams();
  const { currentData: shop, error, isFetching, refetch } = usePublicShop(slug);
  // the shop comes from the path; only the sort and the page live in the query
  const view = useMemo(() => {
    const f = filtersFromParams(params);
    return { sort: f.sort, page: f.page };
  }, [params]);
  const filters: KitFilters = { ...view, shop: slug };
  const apply = (next: KitFilters) => {
    const { sort, page } = next;
    setAll(paramsFromFilters({ sort, page }));
  };

  const notFound = !shop && error instanceof HttpError && error.status === 404;
  usePageTitle(shop ? shop.name : notFound ? 'Không tìm thấy shop' : 'Shop');

  if (notFound) {
    return (
      <PageResult
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>Không tìm thấy shop</h1>}
        subTitle="Shop này không tồn tại hoặc đã ngừng hoạt động."
        extra={
          <Button type="primary" onClick={() => navigate('/product')}>
            Xem tất cả sản phẩm
          </Button>
        }
      />
    );
  }
  if (!shop && error) {
    return (
      <PageResult
        status="warning"
        title="Không tải được thông tin shop"
        subTitle={error instanceof HttpError ? error.message : 'Đã có lỗi xảy ra. Vui lòng thử lại.'}
        extra={
          <Button type="primary" loading={isFetching} onClick={refetch}>
            Thử lại
          </Button>
        }
      />
    );
  }

  return (
    <section className="cg-page">
      {/* the skeleton hands over to the header (shared/ui/skeleton-handover.tsx) */}
      <SkeletonHandover loading={!shop} skeleton={<ShopHeaderSkeleton />}>
        {shop ? <ShopHeader shop={shop} /> : null}
      </SkeletonHandover>
      {/* the report link's row is there while loading too, so nothing below moves when it fills */}
      <div className="cg-shop-page__report">
        {shop ? (
          <ReportButton
            targetType="user"
            targetId={shop.owner.id}
            targetName={`${shop.owner.full_name} (shop ${shop.name})`}
            viewerId={user?.id ?? null}
            ownerId={shop.owner.id}
            onSignIn={() => navigate(`/member/login?redirect=${encodeURIComponent(location.pathname + location.search)}`)}
          />
        ) : null}
      </div>
      <h2 className="cg-shop-page__title">Sản phẩm đang bán</h2>
      <KitResults
        filters={filters}
        onPageChange={(page) => apply({ ...filters, page })}
        toolbar={<SortSelect value={filters.sort} onChange={(sort) => apply(withFilters(filters, { sort }))} />}
        emptyText="Shop chưa có sản phẩm nào đang bán"
      />
    </section>
  );
}
