import { useState } from 'react';
import { Link } from 'react-router';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Tabs } from 'antd';
import { AuctionRequestModal, type RequestKit } from '@/features/auctions/components/seller/auction-request-modal';
import { KitPickerModal, type PickerKit } from '@/features/auctions/components/seller/kit-picker-modal';
import { SellerAuctionTable } from '@/features/auctions/components/seller/seller-auction-table';
import { SellerRequestTable } from '@/features/auctions/components/seller/seller-request-table';
import {
  parseSellerView,
  SELLER_TAB_LABELS,
  SELLER_TABS,
  sellerTabPatch,
  type SellerTab,
} from '@/features/auctions/components/seller/seller-view';
import { pagePatch, statusPatch } from '@/features/auctions/moderation-logic';
import { quotaText } from '@/features/shop/seller-plan';
import { useSellerKitsQuery, useSubscriptionQuery } from '@/features/shop/shop-api';
import { apiError } from '@/shared/lib/form-helpers';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';
import './shop-pages.css';

const PICKER_PAGE_SIZE = 8;

/**
 * "Tạo yêu cầu đấu giá": the seller picks one of their kits in the collection (the shop feature's
 * kit list, status `in_store`), then fills the request (the auctions feature's modal).
 */
function useKitPicker() {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useSellerKitsQuery(
    { status: 'in_store', q: q || undefined, page, page_size: PICKER_PAGE_SIZE },
    { skip: !open, refetchOnMountOrArgChange: true },
  );
  const kits: PickerKit[] = (list.data?.items ?? []).map((k) => ({
    id: k.id,
    name: k.name,
    image: k.primary_image?.thumb ?? null,
    detail: `${k.grade_code} · ${k.series}`,
  }));
  return {
    show: () => {
      setQ('');
      setPage(1);
      setOpen(true);
    },
    props: {
      open,
      kits,
      loading: list.isFetching,
      error: list.isError ? apiError(list.error).message : null,
      onRetry: () => void list.refetch(),
      total: list.data?.total ?? 0,
      page,
      pageSize: PICKER_PAGE_SIZE,
      q,
      onSearch: (v: string) => {
        setQ(v);
        setPage(1);
      },
      onPage: setPage,
      onClose: () => setOpen(false),
    },
  };
}

/** `/shop/auction-management`: the shop's auction requests and auctions, and a new request. */
export default function ShopAuctionsPage() {
  const { params, update } = useQueryParams();
  const view = parseSellerView(params);
  const usage = useSubscriptionQuery(undefined, { refetchOnMountOrArgChange: true }).data;
  const picker = useKitPicker();
  const [requesting, setRequesting] = useState<RequestKit | null>(null);

  const quotaFull = !!usage && usage.max_open_auctions !== null && usage.open_auctions_used >= usage.max_open_auctions;
  const onStatus = (status: string) => update(statusPatch(status));
  const onPage = (page: number) => update(pagePatch(page));
  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={picker.show}>
      Tạo yêu cầu đấu giá
    </Button>
  );

  return (
    <section className="cg-page">
      <PageHeading
        title="Quản lý đấu giá"
        description={
          <>
            Gửi yêu cầu đấu giá cho mô hình trong bộ sưu tập, theo dõi kết quả kiểm duyệt và các phiên đang diễn ra.
            {usage ? (
              <span className="cg-seller-auctions__quota" data-testid="auction-quota">
                {' '}
                Lượt đấu giá đang mở: {quotaText(usage.open_auctions_used, usage.max_open_auctions)} ({usage.subscription_name}).
              </span>
            ) : null}
          </>
        }
        extra={createButton}
      />
      {quotaFull ? (
        <Alert
          type="warning"
          showIcon
          title="Bạn đã dùng hết lượt đấu giá của gói hiện tại"
          description={
            <>
              Yêu cầu chờ duyệt, phiên sắp diễn ra và đang diễn ra đều được tính. Hãy chờ một phiên kết thúc hoặc{' '}
              <Link to="/shop/Subscription">nâng cấp gói dịch vụ</Link>.
            </>
          }
        />
      ) : null}
      <div className="cg-panel cg-shop-panel">
        <Tabs
          activeKey={view.tab}
          onChange={(k) => update(sellerTabPatch(k as SellerTab))}
          items={SELLER_TABS.map((tab) => ({
            key: tab,
            label: SELLER_TAB_LABELS[tab],
            children:
              tab !== view.tab ? null : view.tab === 'requests' ? (
                <SellerRequestTable status={view.status} page={view.page} onStatus={onStatus} onPage={onPage} emptyAction={createButton} />
              ) : (
                <SellerAuctionTable status={view.status} page={view.page} onStatus={onStatus} onPage={onPage} />
              ),
          }))}
        />
      </div>
      <KitPickerModal
        {...picker.props}
        onPick={(kit) => {
          picker.props.onClose();
          setRequesting(kit);
        }}
      />
      <AuctionRequestModal
        kit={requesting}
        linkToList={false}
        onClose={() => setRequesting(null)}
        onRequested={() => update({ tab: undefined, status: undefined, page: undefined })}
      />
    </section>
  );
}
