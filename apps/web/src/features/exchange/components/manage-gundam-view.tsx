import { Link } from 'react-router';
import { KIT_STATUS_LABELS } from '@cho-gundam/contracts/core';
import type { HeldExchangeKit } from '@cho-gundam/contracts';
import { ListPagination } from '@/shared/ui/list-pagination';
import { LoadError } from '@/shared/ui/load-error';
import { PageEmpty } from '@/shared/ui/page-empty';
import { PlainTable, type PlainColumn } from '@/shared/ui/plain-table';
import { Label } from '@/shared/ui/tag';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { useMyHeldKits } from '../held-kits-data';
import { myPostPath, tradePath } from '../my-posts-logic';
import { KitFacts } from './board-kits';
import { KitThumb } from '@/shared/ui/kit-thumb';

export const HELD_PAGE_SIZE = 20;

/** Where the kit is held, as a link: my post's offers, my offer in "Đề nghị đã gửi", or the trade. */
export function HolderLink({ holder }: { holder: HeldExchangeKit['holder'] }) {
  if (!holder) return <span className="cg-board-muted">Không rõ</span>;
  if (holder.type === 'post') return <Link to={myPostPath(holder.id)}>Bài đăng của tôi</Link>;
  if (holder.type === 'offer') return <Link to={`/exchange/list?post=${holder.post_id}`}>Đề nghị tôi đã gửi</Link>;
  return <Link to={tradePath(holder.id)}>Giao dịch trao đổi</Link>;
}

const COLUMNS: PlainColumn<HeldExchangeKit>[] = [
  {
    title: 'Mô hình',
    key: 'kit',
    render: (r) => (
      <span className="cg-board-kit">
        <KitThumb src={r.kit.primary_image?.thumb} />
        <span className="cg-board-kit__info">
          <span className="cg-board-kit__name">{r.kit.name}</span>
          <KitFacts kit={r.kit} />
        </span>
      </span>
    ),
  },
  {
    title: 'Trạng thái',
    key: 'status',
    render: (r) => <Label color={r.kit.status === 'exchanging' ? 'purple' : 'cyan'}>{KIT_STATUS_LABELS[r.kit.status]}</Label>,
  },
  { title: 'Đang nằm trong', key: 'holder', render: (r) => <HolderLink holder={r.holder} /> },
];

/**
 * `/exchange/manage-gundam`: my kits in a post, an offer (`for_exchange`) or a trade (`exchanging`), and what
 * holds each. Its first screen is drawn with shared/ui's stand-ins (a plain table, labels, loading lines,
 * page numbers loaded when near), not antd's Table, Tag, Skeleton and Empty (issue 13).
 */
export function ManageGundamView({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  // another page or a fresh read on its way: the page shown stays, dimmed (PlainTable's busy)
  const { currentData: data, isFetching, error, refetch } = useMyHeldKits({ page, page_size: HELD_PAGE_SIZE });
  if (!data && error === undefined)
    return (
      <div role="status" aria-label="Đang tải mô hình">
        <TextSkeleton rows={6} />
      </div>
    );
  if (!data)
    return (
      <LoadError
        message="Không tải được mô hình đang trao đổi"
        description={(error as { message?: string } | undefined)?.message}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  if (!data.items.length)
    return (
      <PageEmpty large description="Bạn chưa có mô hình nào đang được đem đi trao đổi">
        <Link to="/exchange/list">Xem bảng tin trao đổi</Link>
      </PageEmpty>
    );
  return (
    <>
      <PlainTable<HeldExchangeKit> rowKey={(r) => r.kit.id} rows={data.items} busy={isFetching} minWidth={640} columns={COLUMNS} />
      <ListPagination
        className="cg-table-pagination"
        align="end"
        current={page}
        pageSize={HELD_PAGE_SIZE}
        total={data.total}
        hideOnSinglePage
        onChange={onPage}
      />
    </>
  );
}
