import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/shared/ui/load-error';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Result, Skeleton } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { KIT_STATUS_LABELS, type KitCard, type KitDetail } from '@cho-gundam/contracts';
import { AuctionRequestModal, type RequestKit } from '@/features/auctions/components/seller/auction-request-modal';
import { KitStatusTag } from '@/features/collection/components/kit-status-tag';
import { useCatalog, useCatalogOptions } from '@/features/catalog';
import { useDeleteKitMutation, useKitDetailQuery } from '@/features/kits/kits-api';
import { KitWizard } from '@/features/kits/wizard/kit-wizard';
import { useCurrentUser } from '@/features/session';
import { PublishModal } from '@/features/shop/components/publish-modal';
import { SellerKitsTable } from '@/features/shop/components/seller-kits-table';
import { SellerKitsToolbar } from '@/features/shop/components/seller-kits-toolbar';
import { parseSellerFilters, sellerFiltered, sellerSearchParams, type SellerKitsFilters } from '@/features/shop/seller-kits-filters';
import { useSellerKitsQuery } from '@/features/shop/shop-api';
import { asApiError } from '@/features/shop/use-listing-actions';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';
import './shop-pages.css';

type Publishable = Pick<KitCard, 'id' | 'name' | 'price'>;

/** The wizard inside the product page (`?action=add` or `?edit=<id>`), like the original swapping its content. */
function ProductEditor({ editId, onClose, onCreated }: { editId: string | null; onClose: () => void; onCreated: (k: KitDetail) => void }) {
  const user = useCurrentUser()!;
  const kit = useKitDetailQuery(editId ?? '', { skip: !editId, refetchOnMountOrArgChange: true });
  const catalog = useCatalog();
  const title = editId ? 'Sửa sản phẩm' : 'Thêm sản phẩm';
  const back = <Button onClick={onClose}>Về danh sách sản phẩm</Button>;
  let body;
  if (editId && kit.isLoading) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (editId && (kit.isError || !kit.data)) {
    body = <Alert type="error" showIcon title="Không tải được sản phẩm" description={asApiError(kit.error).message} action={back} />;
  } else if (editId && kit.data && kit.data.status !== 'in_store') {
    body = (
      <Result
        status="warning"
        title="Chưa thể sửa sản phẩm này"
        subTitle={`Sản phẩm đang ở trạng thái "${KIT_STATUS_LABELS[kit.data.status]}". Hãy ngừng bán trước khi sửa.`}
        extra={back}
      />
    );
  } else {
    body = (
      <KitWizard
        key={editId ?? 'new'}
        userId={user.id}
        catalog={catalog}
        kit={editId ? kit.data : undefined}
        priceRequired
        createLabel="Thêm sản phẩm"
        noun="sản phẩm"
        onDone={(k) => (editId || !k ? onClose() : onCreated(k))}
        onCancel={onClose}
      />
    );
  }
  return (
    <section className="cg-page">
      <PageHeading
        title={title}
        description={
          editId
            ? 'Chỉ sửa được sản phẩm đang ở trong kho (chưa đăng bán).'
            : 'Sản phẩm mới được lưu vào kho của shop; bạn có thể đăng bán ngay sau khi lưu.'
        }
      />
      {body}
    </section>
  );
}

/** `/shop/management`: the shop's kits, with publish / unpublish / edit / delete as each status allows. */
export default function ShopProductsPage() {
  const user = useCurrentUser()!;
  const { message } = useApp();
  const { params, setAll } = useQueryParams();
  const filters = useMemo(() => parseSellerFilters(params), [params]);
  const setFilters = (f: SellerKitsFilters) => setAll(sellerSearchParams(f));
  const action = params.get('action');
  const editId = params.get('edit');

  const list = useSellerKitsQuery(filters, { skip: action === 'add' || !!editId });
  const [remove, removing] = useDeleteKitMutation();
  const [publishing, setPublishing] = useState<Publishable | null>(null);
  const [auctioning, setAuctioning] = useState<RequestKit | null>(null);
  const { gradeOptions } = useCatalogOptions();

  const openEditor = (patch: Record<string, string>) => setAll({ ...Object.fromEntries(sellerSearchParams(filters)), ...patch });
  const closeEditor = () => setAll(sellerSearchParams(filters));

  if (action === 'add' || editId) {
    return (
      <ProductEditor
        editId={editId}
        onClose={closeEditor}
        onCreated={(k) => {
          closeEditor();
          // a product is added to be sold: offer to list it straight away, with the price just entered
          setPublishing({ id: k.id, name: k.name, price: k.price });
        }}
      />
    );
  }

  const onDelete = async (k: KitCard) => {
    try {
      await remove({ userId: user.id, kitId: k.id }).unwrap();
      message.success(`Đã xóa "${k.name}"`);
    } catch (e) {
      message.error(asApiError(e).message);
    }
  };

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => openEditor({ action: 'add' })}>
      Thêm sản phẩm
    </Button>
  );
  const total = list.data?.total ?? 0;

  return (
    <section className="cg-page">
      <PageHeading
        title="Quản lý sản phẩm"
        description={
          <>
            Đăng bán, ngừng bán, sửa hoặc xóa sản phẩm của shop. Sản phẩm cũng là mô hình trong{' '}
            <Link to="/collection/list">bộ sưu tập</Link> của bạn.
          </>
        }
      />
      <div className="cg-panel cg-shop-panel">
        <SellerKitsToolbar filters={filters} onChange={setFilters} gradeOptions={gradeOptions} action={addButton} />
        {list.isError ? (
          <LoadError
            message="Không tải được danh sách sản phẩm"
            description={asApiError(list.error).message}
            onRetry={() => list.refetch()}
          />
        ) : list.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : total === 0 ? (
          sellerFiltered(filters) ? (
            <Empty description="Không có sản phẩm nào khớp với bộ lọc">
              <Button
                onClick={() => setFilters({ ...filters, q: undefined, status: undefined, grade: undefined, condition: undefined, page: 1 })}
              >
                Xóa bộ lọc
              </Button>
            </Empty>
          ) : (
            <Empty description="Shop chưa có sản phẩm nào">{addButton}</Empty>
          )
        ) : (
          <SellerKitsTable
            kits={list.data?.items ?? []}
            loading={list.isFetching}
            total={total}
            page={filters.page}
            pageSize={filters.page_size}
            sort={filters.sort}
            onPageChange={(page, page_size) => setFilters({ ...filters, page: page_size === filters.page_size ? page : 1, page_size })}
            onSortChange={(sort) => setFilters({ ...filters, sort, page: 1 })}
            onPublish={setPublishing}
            onEdit={(k) => openEditor({ edit: k.id })}
            onDelete={onDelete}
            onRequestAuction={(k) => setAuctioning({ id: k.id, name: k.name, image: k.primary_image?.thumb ?? null })}
            deletingId={removing.isLoading ? removing.originalArgs?.kitId : undefined}
            statusTag={(s) => <KitStatusTag status={s} />}
          />
        )}
      </div>
      <PublishModal kit={publishing} onClose={() => setPublishing(null)} />
      <AuctionRequestModal kit={auctioning} onClose={() => setAuctioning(null)} />
    </section>
  );
}
