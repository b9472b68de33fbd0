import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/shared/ui/card';
import { COMPENSATION_PAYER_LABELS, EXCHANGE_RULES, type ExchangeOfferStatus } from '@cho-gundam/contracts/core';
import type { MyExchangeOffer } from '@cho-gundam/contracts';
import type { ApiError } from '@/shared/api/base-api';
import { apiError } from '@/shared/lib/form-helpers';
import { ConfirmOnFirstClick } from '@/shared/ui/confirm-on-first-click';
import { ListPagination } from '@/shared/ui/list-pagination';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PageEmpty } from '@/shared/ui/page-empty';
import { PlainButton } from '@/shared/ui/plain-button';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { refreshMyOffers, useMyOffers, useWithdrawOffer } from '../offers-data';
import { tradePath } from '../my-posts-logic';
import { BoardRefusal } from './board-refusal';
import { OfferKitSection, OfferPostStatusTag, OfferSentAt, OfferStatusTag } from './offer-card-parts';
import { OfferStatusFilter } from './offer-status-filter';
import './board.css';

// the revision form (antd's Modal and Form, zod, RTK Query) loads with "Chỉnh sửa đề nghị"'s first click (issue 13)
const OfferReviseDialog = lazy(() => import('./offer-revise-dialog'));

export const SENT_PAGE_SIZE = 10;
const LIVE = new Set(['open', 'revision_requested']);

/** One offer I made: its state, both sides' kits, the compensation, the poster's revision note, and my actions. */
function SentOffer({ offer, viewerId }: { offer: MyExchangeOffer; viewerId: string }) {
  const [revising, setRevising] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdrawOffer();
  const onWithdraw = async () => {
    setRefusal(null);
    setWithdrawing(true);
    try {
      await withdraw(offer.id);
    } catch (err) {
      setRefusal(apiError(err));
    } finally {
      setWithdrawing(false);
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
        <NoteAlert type="warning" showIcon title="Người đăng yêu cầu chỉnh sửa" description={offer.revision_note} />
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
          <PlainButton type="primary" onClick={() => setRevising(true)}>
            Chỉnh sửa đề nghị
          </PlainButton>
        ) : null}
        {LIVE.has(offer.status) ? (
          <ConfirmOnFirstClick
            title="Rút lại đề nghị này?"
            description="Mô hình của bạn được trả về bộ sưu tập."
            okText="Rút lại"
            onConfirm={() => void onWithdraw()}
            trigger={
              <PlainButton danger loading={withdrawing}>
                Rút lại đề nghị
              </PlainButton>
            }
          />
        ) : null}
        {offer.exchange_id ? <Link to={tradePath(offer.exchange_id)}>Xem giao dịch trao đổi</Link> : null}
      </div>
      <BoardRefusal error={refusal} />
      {revising ? (
        <Suspense fallback={null}>
          <OfferReviseDialog
            offer={offer}
            viewerId={viewerId}
            onClose={() => {
              setRevising(false);
              // a revision sent (or refused) shows in the list: it is read again
              refreshMyOffers();
            }}
          />
        </Suspense>
      ) : null}
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

/**
 * "Đề nghị đã gửi": the offers I made, newest first, by state, paginated (the same shape as "Đề nghị đã
 * nhận"), read without RTK Query (offers-data.ts) and drawn with shared/ui's stand-ins (issue 13).
 */
export function SentOffers({ viewerId, page, status, onPage, onStatus }: Props) {
  const { currentData: data, isFetching, error, refetch } = useMyOffers({ role: 'made', page, page_size: SENT_PAGE_SIZE, status });
  let body;
  if (!data && error === undefined)
    body = (
      <div role="status" aria-label="Đang tải đề nghị">
        <TextSkeleton rows={6} />
      </div>
    );
  else if (!data)
    body = (
      <LoadError
        message="Không tải được đề nghị đã gửi"
        description={(error as { message?: string } | undefined)?.message}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  else if (!data.items.length)
    body = (
      <PageEmpty large description={status ? 'Không có đề nghị nào ở trạng thái này' : 'Bạn chưa gửi đề nghị trao đổi nào'}>
        <Link to="/exchange/list">Xem bảng tin trao đổi</Link>
      </PageEmpty>
    );
  else
    body = (
      <div className="cg-board-feed" aria-label="Đề nghị đã gửi">
        {data.items.map((o) => (
          <SentOffer key={o.id} offer={o} viewerId={viewerId} />
        ))}
        <ListPagination
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
