import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Empty, Pagination, Popconfirm, Skeleton } from 'antd';
import { Card } from '@/shared/ui/card';
import {
  COMPENSATION_PAYER_LABELS,
  EXCHANGE_RULES,
  type ExchangeOffer,
  type ExchangeOfferStatus,
  type MyExchangeOffer,
} from '@cho-gundam/contracts';
import type { ApiError } from '@/shared/api/base-api';
import { apiError } from '@/shared/lib/form-helpers';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useExchangePostQuery, useMyExchangeOffersQuery, useWithdrawExchangeOfferMutation } from '../exchange-board-api';
import { tradePath } from '../my-posts-logic';
import { BoardRefusal } from './board-refusal';
import { OfferFormModal } from './offer-form-modal';
import { OfferKitSection, OfferPostStatusTag, OfferSentAt, OfferStatusTag } from './offer-card-parts';
import { OfferStatusFilter } from './offer-status-filter';
import './board.css';

export const SENT_PAGE_SIZE = 10;
const LIVE = new Set(['open', 'revision_requested']);

/** The revision form of my offer, once its post (the kits to choose from) is loaded. */
function ReviseOffer({ offer, viewerId, onClose }: { offer: ExchangeOffer; viewerId: string; onClose: () => void }) {
  const post = useExchangePostQuery(offer.post_id);
  if (post.isLoading)
    return (
      <div role="status" aria-label="Đang tải bài đăng">
        <Skeleton active />
      </div>
    );
  if (!post.data)
    return <LoadError message="Không tải được bài đăng của đề nghị" onRetry={() => void post.refetch()} retrying={post.isFetching} />;
  return <OfferFormModal post={post.data} offer={offer} viewerId={viewerId} onClose={onClose} onDone={onClose} />;
}

/** One offer I made: its state, both sides' kits, the compensation, the poster's revision note, and my actions. */
function SentOffer({ offer, viewerId }: { offer: MyExchangeOffer; viewerId: string }) {
  const [revising, setRevising] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [withdraw, { isLoading }] = useWithdrawExchangeOfferMutation();
  const onWithdraw = async () => {
    setRefusal(null);
    try {
      await withdraw(offer.id).unwrap();
    } catch (err) {
      setRefusal(apiError(err));
    }
  };
  const c = offer.compensation;
  return (
    <Card
      size="small"
      role="article"
      aria-label="Đề nghị đã gửi"
      title={
        <span>
          <OfferStatusTag status={offer.status} />
          <Link to={`/exchange/list?post=${offer.post_id}`}>Xem bài đăng</Link>
        </span>
      }
      extra={<OfferSentAt at={offer.created_at} />}
    >
      <p>
        Bài đăng của {offer.post.poster.full_name}:{' '}
        {offer.post.content.length > 90 ? `${offer.post.content.slice(0, 90)}…` : offer.post.content}{' '}
        <OfferPostStatusTag status={offer.post.status} />
      </p>
      {offer.status === 'revision_requested' && offer.revision_note ? (
        <Alert type="warning" showIcon title="Người đăng yêu cầu chỉnh sửa" description={offer.revision_note} />
      ) : null}
      <div className="cg-board-offers" style={{ gridAutoColumns: 'minmax(240px, 1fr)' }}>
        <OfferKitSection title="Bạn muốn nhận" kits={offer.post_kits} label="Mô hình bạn muốn nhận" />
        <OfferKitSection title="Bạn đưa ra" kits={offer.offerer_kits} label="Mô hình bạn đưa ra" />
      </div>
      <p>
        {c ? (
          <>
            {COMPENSATION_PAYER_LABELS[c.payer]}: <MoneyText value={c.amount} strong />
          </>
        ) : (
          'Không bù tiền'
        )}
        {offer.note ? ` · Ghi chú: ${offer.note}` : ''}
      </p>
      <p className="cg-board-muted">
        Đã được yêu cầu chỉnh sửa {offer.revision_rounds}/{EXCHANGE_RULES.maxRevisions} lần
      </p>
      <div className="cg-board-actions">
        {offer.status === 'revision_requested' ? (
          <Button type="primary" onClick={() => setRevising(true)}>
            Chỉnh sửa đề nghị
          </Button>
        ) : null}
        {LIVE.has(offer.status) ? (
          <Popconfirm
            title="Rút lại đề nghị này?"
            description="Mô hình của bạn được trả về bộ sưu tập."
            okText="Rút lại"
            cancelText="Hủy"
            onConfirm={() => void onWithdraw()}
          >
            <Button danger loading={isLoading}>
              Rút lại đề nghị
            </Button>
          </Popconfirm>
        ) : null}
        {offer.exchange_id ? <Link to={tradePath(offer.exchange_id)}>Xem giao dịch trao đổi</Link> : null}
      </div>
      <BoardRefusal error={refusal} />
      {revising ? <ReviseOffer offer={offer} viewerId={viewerId} onClose={() => setRevising(false)} /> : null}
    </Card>
  );
}

interface Props {
  viewerId: string;
  page: number;
  status: ExchangeOfferStatus | null;
  onPage: (page: number) => void;
  onStatus: (status: ExchangeOfferStatus | null) => void;
}

/** "Đề nghị đã gửi": the offers I made, newest first, by state, paginated (the same shape as "Đề nghị đã nhận"). */
export function SentOffers({ viewerId, page, status, onPage, onStatus }: Props) {
  const { data, isLoading, isFetching, isError, error, refetch } = useMyExchangeOffersQuery({
    role: 'made',
    page,
    page_size: SENT_PAGE_SIZE,
    status: status ?? undefined,
  });
  let body;
  if (isLoading)
    body = (
      <div role="status" aria-label="Đang tải đề nghị">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  else if (isError)
    body = (
      <LoadError
        message="Không tải được đề nghị đã gửi"
        description={(error as { message?: string } | undefined)?.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else if (!data?.items.length)
    body = (
      <Empty description={status ? 'Không có đề nghị nào ở trạng thái này' : 'Bạn chưa gửi đề nghị trao đổi nào'}>
        <Link to="/exchange/list">Xem bảng tin trao đổi</Link>
      </Empty>
    );
  else
    body = (
      <div className="cg-board-feed" aria-label="Đề nghị đã gửi">
        {data.items.map((o) => (
          <SentOffer key={o.id} offer={o} viewerId={viewerId} />
        ))}
        <Pagination
          align="center"
          current={page}
          pageSize={SENT_PAGE_SIZE}
          total={data.total}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={onPage}
        />
      </div>
    );
  return (
    <div>
      <OfferStatusFilter value={status} onChange={onStatus} />
      {body}
    </div>
  );
}
