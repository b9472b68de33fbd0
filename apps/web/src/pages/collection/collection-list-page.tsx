import { useMemo, useState } from 'react';
import { ButtonLink } from '@/shared/ui/button-link';
import { LoadError } from '@/shared/ui/load-error';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import type { KitDetail } from '@cho-gundam/contracts';
import {
  clearFilters,
  isFiltered,
  PAGE_SIZES,
  parseFilters,
  toApiQuery,
  toSearchParams,
  type CollectionFilters,
} from '@/features/collection/collection-filters';
import { AuctionRequestModal, type RequestKit } from '@/features/auctions/components/seller/auction-request-modal';
import { CollectionStats } from '@/features/collection/components/collection-stats';
import { CollectionToolbar } from '@/features/collection/components/collection-toolbar';
import { KitDetailDrawer } from '@/features/collection/components/kit-detail-drawer';
import { KitGallery } from '@/features/collection/components/kit-gallery';
import { KitTable } from '@/features/collection/components/kit-table';
import { useCatalogOptions } from '@/features/catalog';
import { useCollectionQuery, useCollectionStatsQuery, useKitDetailQuery } from '@/features/kits/kits-api';
import { useCurrentUser } from '@/features/session';
import { PublishModal } from '@/features/shop/components/publish-modal';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';
import { CollectionKitActions } from './collection-kit-actions';
import './collection-page.css';

/** `/collection/list`: every kit the member owns, whatever its status. */
export default function CollectionListPage() {
  const user = useCurrentUser()!; // the route is behind RequireSignIn
  const { params, setAll } = useQueryParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const setFilters = (f: CollectionFilters) => setAll(toSearchParams(f));

  const list = useCollectionQuery({ userId: user.id, ...toApiQuery(filters) });
  const stats = useCollectionStatsQuery(user.id);
  const [openId, setOpenId] = useState<string | null>(null);
  const detail = useKitDetailQuery(openId ?? '', { skip: !openId });
  const [publishing, setPublishing] = useState<KitDetail | null>(null);
  const [auctioning, setAuctioning] = useState<RequestKit | null>(null);
  const requestAuction = (k: KitDetail) =>
    setAuctioning({ id: k.id, name: k.name, image: (k.images.find((i) => i.is_primary) ?? k.images[0])?.urls.thumb ?? null });

  const { gradeOptions, seriesOptions, loading: catalogLoading } = useCatalogOptions();

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const firstLoad = list.isLoading;
  const addButton = (
    <ButtonLink type="primary" icon={<PlusOutlined />} to="/collection/add">
      Thêm mô hình
    </ButtonLink>
  );

  const content = () => {
    if (list.isError) {
      return (
        <LoadError
          message="Không tải được bộ sưu tập"
          description={(list.error as { message?: string } | undefined)?.message}
          onRetry={() => list.refetch()}
        />
      );
    }
    if (firstLoad) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (total === 0) {
      return isFiltered(filters) ? (
        <Empty description="Không có mô hình nào khớp với bộ lọc">
          <Button onClick={() => setFilters(clearFilters(filters))}>Xóa bộ lọc</Button>
        </Empty>
      ) : (
        <Empty description="Bạn chưa có mô hình nào trong bộ sưu tập">{addButton}</Empty>
      );
    }
    return filters.view === 'table' ? (
      <KitTable
        kits={items}
        loading={list.isFetching}
        sort={filters.sort}
        onSortChange={(sort) => setFilters({ ...filters, sort, page: 1 })}
        onOpen={(k) => setOpenId(k.id)}
      />
    ) : (
      <div className={list.isFetching ? 'cg-collection-refreshing' : undefined} aria-busy={list.isFetching}>
        <KitGallery kits={items} onOpen={(k) => setOpenId(k.id)} />
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
      {stats.isError ? (
        <Alert
          type="warning"
          showIcon
          title="Không tải được thống kê bộ sưu tập"
          action={
            <Button size="small" onClick={() => stats.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : (
        <CollectionStats stats={stats.data} loading={stats.isLoading} />
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
          <Pagination
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
      <KitDetailDrawer
        open={!!openId}
        kit={detail.data && detail.data.id === openId ? detail.data : undefined}
        loading={detail.isFetching && !detail.data}
        error={detail.isError ? ((detail.error as { message?: string } | undefined)?.message ?? 'Không tải được thông tin mô hình') : null}
        onRetry={() => detail.refetch()}
        onClose={() => setOpenId(null)}
        actions={
          detail.data ? (
            <CollectionKitActions
              kit={detail.data}
              user={user}
              onDeleted={() => setOpenId(null)}
              onPublish={setPublishing}
              onRequestAuction={requestAuction}
            />
          ) : null
        }
      />
      <PublishModal kit={publishing} onClose={() => setPublishing(null)} />
      <AuctionRequestModal kit={auctioning} onClose={() => setAuctioning(null)} />
    </section>
  );
}
