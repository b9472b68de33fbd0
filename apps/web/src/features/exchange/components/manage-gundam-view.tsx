import { Link } from 'react-router';
import { Empty, Skeleton, Table, Tag } from 'antd';
import { KIT_STATUS_LABELS } from '@cho-gundam/contracts/core';
import type { HeldExchangeKit } from '@cho-gundam/contracts';
import { LoadError } from '@/shared/ui/load-error';
import { useMyHeldKitsQuery } from '../exchange-board-api';
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

/** `/exchange/manage-gundam`: my kits in a post, an offer (`for_exchange`) or a trade (`exchanging`), and what holds each. */
export function ManageGundamView({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data, isLoading, isFetching, isError, error, refetch } = useMyHeldKitsQuery({ page, page_size: HELD_PAGE_SIZE });
  if (isLoading)
    return (
      <div role="status" aria-label="Đang tải mô hình">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  if (isError)
    return (
      <LoadError
        message="Không tải được mô hình đang trao đổi"
        description={(error as { message?: string } | undefined)?.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (!data?.items.length)
    return (
      <Empty description="Bạn chưa có mô hình nào đang được đem đi trao đổi">
        <Link to="/exchange/list">Xem bảng tin trao đổi</Link>
      </Empty>
    );
  return (
    <Table<HeldExchangeKit>
      rowKey={(r) => r.kit.id}
      dataSource={data.items}
      loading={isFetching}
      pagination={{ current: page, pageSize: HELD_PAGE_SIZE, total: data.total, onChange: onPage, hideOnSinglePage: true }}
      scroll={{ x: 640 }}
      columns={[
        {
          title: 'Mô hình',
          key: 'kit',
          render: (_, r) => (
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
          render: (_, r) => <Tag color={r.kit.status === 'exchanging' ? 'purple' : 'cyan'}>{KIT_STATUS_LABELS[r.kit.status]}</Tag>,
        },
        { title: 'Đang nằm trong', key: 'holder', render: (_, r) => <HolderLink holder={r.holder} /> },
      ]}
    />
  );
}
