import { lazy, Suspense, useMemo, useState } from 'react';
import { ButtonLink } from '@/shared/ui/button-link';
import { LoadError } from '@/shared/ui/load-error';
import { PlusOutlined } from '@ant-design/icons';
import {
  clearFilters,
  isFiltered,
  PAGE_SIZES,
  parseFilters,
  toSearchParams,
  type CollectionFilters,
} from '@/features/collection/collection-filters';
import { refreshCollection, useCollectionList, useCollectionStats } from '@/features/collection/collection-data';
import { CollectionStats } from '@/features/collection/components/collection-stats';
import { CollectionToolbar } from '@/features/collection/components/collection-toolbar';
import { KitGallery } from '@/features/collection/components/kit-gallery';
import { useCatalogOptions } from '@/features/catalog';
import { useCurrentUser } from '@/features/session';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { ListPagination } from '@/shared/ui/list-pagination';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PageEmpty } from '@/shared/ui/page-empty';
import { PageHeading } from '@/shared/ui/page-heading';
import { PlainButton } from '@/shared/ui/plain-button';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import './collection-page.css';

// Only the first screen (figures, toolbar, the "Lưới" gallery) comes with the page: the table view
// (antd's Table) loads when chosen, and a kit's drawer with its actions and dialogs when a kit is
// first opened (issue 13). A pointer over the gallery starts fetching the drawer, so a click finds it.
const KitTable = lazy(() => import('@/features/collection/components/kit-table').then((m) => ({ default: m.KitTable })));
const loadKitPanel = () => import('./collection-kit-panel');
const CollectionKitPanel = lazy(loadKitPanel);
const preloadKitPanel = () => void loadKitPanel().catch(() => undefined);

/** `/collection/list`: every kit the member owns, whatever its status. */
export default function CollectionListPage() {
  const user = useCurrentUser()!; // the route is behind RequireSignIn
  const { params, setAll } = useQueryParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const setFilters = (f: CollectionFilters) => setAll(toSearchParams(f));

  const list = useCollectionList(user.id, filters);
  const stats = useCollectionStats(user.id);
  const [openId, setOpenId] = useState<string | null>(null);
  // mounted from the first opening on, so the drawer closes with its animation
  const [kitOpened, setKitOpened] = useState(false);
  const open = (id: string) => {
    setKitOpened(true);
    setOpenId(id);
  };

  const { gradeOptions, seriesOptions, loading: catalogLoading } = useCatalogOptions();

  const items = list.currentData?.items ?? [];
  const total = list.currentData?.total ?? 0;
  const firstLoad = list.currentData === undefined && list.isFetching;
  const listError = list.currentData === undefined && !list.isFetching && list.error !== undefined;
  const refreshing = list.stale || (list.isFetching && list.currentData !== undefined);
  const addButton = (
    <ButtonLink type="primary" icon={<PlusOutlined />} to="/collection/add">
      Thêm mô hình
    </ButtonLink>
  );

  const content = () => {
    if (listError) {
      return (
        <LoadError
          message="Không tải được bộ sưu tập"
          description={(list.error as { message?: string } | undefined)?.message}
          onRetry={list.refetch}
        />
      );
    }
    if (firstLoad) return <TextSkeleton rows={8} />;
    if (total === 0) {
      return isFiltered(filters) ? (
        <PageEmpty large description="Không có mô hình nào khớp với bộ lọc">
          <PlainButton onClick={() => setFilters(clearFilters(filters))}>Xóa bộ lọc</PlainButton>
        </PageEmpty>
      ) : (
        <PageEmpty large description="Bạn chưa có mô hình nào trong bộ sưu tập">
          {addButton}
        </PageEmpty>
      );
    }
    return filters.view === 'table' ? (
      <Suspense fallback={<TextSkeleton rows={8} />}>
        <KitTable
          kits={items}
          loading={refreshing}
          sort={filters.sort}
          onSortChange={(sort) => setFilters({ ...filters, sort, page: 1 })}
          onOpen={(k) => open(k.id)}
        />
      </Suspense>
    ) : (
      <div
        className={refreshing ? 'cg-collection-refreshing' : undefined}
        aria-busy={refreshing}
        onPointerOver={kitOpened ? undefined : preloadKitPanel}
        onFocus={kitOpened ? undefined : preloadKitPanel}
      >
        <KitGallery kits={items} onOpen={(k) => open(k.id)} />
      </div>
    );
  };

  return (
    <section className="cg-page">
      <PageHeading
        title="Bộ sưu tập của tôi"
        description="Tất cả mô hình bạn sở hữu: trong tủ, đang bán, đang đấu giá hoặc đang trao đổi."
        extra={addButton}
      />
      {stats.currentData === undefined && !stats.isFetching && stats.error !== undefined ? (
        <NoteAlert
          type="warning"
          showIcon
          title="Không tải được thống kê bộ sưu tập"
          action={
            <PlainButton size="small" onClick={stats.refetch}>
              Thử lại
            </PlainButton>
          }
        />
      ) : (
        <CollectionStats stats={stats.currentData} loading={stats.isFetching} />
      )}
      <div className="cg-panel cg-collection-panel">
        <CollectionToolbar
          filters={filters}
          onChange={setFilters}
          gradeOptions={gradeOptions}
          seriesOptions={seriesOptions}
          catalogLoading={catalogLoading}
        />
        {content()}
        {total > 0 && (
          <ListPagination
            className="cg-collection-pagination"
            current={filters.page}
            pageSize={filters.page_size}
            total={total}
            pageSizeOptions={[...PAGE_SIZES]}
            showSizeChanger
            showTotal={(t, [from, to]) => `${from}–${to} của ${t} mô hình`}
            onChange={(page, page_size) => setFilters({ ...filters, page: page_size === filters.page_size ? page : 1, page_size })}
          />
        )}
      </div>
      {kitOpened && (
        <Suspense fallback={null}>
          <CollectionKitPanel openId={openId} user={user} onClose={() => setOpenId(null)} onChanged={() => refreshCollection(user.id)} />
        </Suspense>
      )}
    </section>
  );
}
