import { Link } from 'react-router';
import { Card } from '@/shared/ui/card';
import { Avatar } from '@/shared/ui/avatar';
import { UserOutlined } from '@ant-design/icons';
import type { ExchangeOfferStatus, MyExchangeOffer } from '@cho-gundam/contracts';
import { ListPagination } from '@/shared/ui/list-pagination';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { PageEmpty } from '@/shared/ui/page-empty';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { useMyOffers } from '../offers-data';
import { myPostPath, tradePath } from '../my-posts-logic';
import { OfferKitSection, OfferPostStatusTag, OfferSentAt, OfferStatusTag } from './offer-card-parts';
import { OfferStatusFilter } from './offer-status-filter';
import './board.css';

export const RECEIVED_PAGE_SIZE = 10;
const LIVE = new Set<ExchangeOfferStatus>(['open', 'revision_requested']);
const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

/** Who pays whom, from the poster's side (mine). */
function CompensationLine({ offer }: { offer: MyExchangeOffer }) {
  const c = offer.compensation;
  if (!c) return <>Không bù tiền</>;
  return (
    <>
      {c.payer === 'poster' ? 'Bạn bù cho người đề nghị' : 'Người đề nghị bù cho bạn'}: <MoneyText value={c.amount} strong />
    </>
  );
}

/** One offer made on one of my posts: its post, the offerer, both sides' kits, the compensation, its state and when. */
function ReceivedOffer({ offer }: { offer: MyExchangeOffer }) {
  const o = offer.offerer;
  return (
    <Card
      size="small"
      role="article"
      aria-label={`Đề nghị của ${o.full_name}`}
      title={
        <span>
          <OfferStatusTag status={offer.status} />
          <Avatar size="small" src={o.avatar_url ?? undefined} icon={<UserOutlined />} /> {o.full_name}
          <span className="cg-board-muted"> · {o.completed_trades} giao dịch hoàn tất</span>
        </span>
      }
      extra={<OfferSentAt at={offer.created_at} />}
    >
      <p>
        Bài đăng: {excerpt(offer.post.content)} <OfferPostStatusTag status={offer.post.status} />
      </p>
      <div className="cg-board-offers" style={{ gridAutoColumns: 'minmax(240px, 1fr)' }}>
        <OfferKitSection title="Họ muốn nhận" kits={offer.post_kits} label="Mô hình của bạn họ muốn nhận" />
        <OfferKitSection title="Họ đưa ra" kits={offer.offerer_kits} label="Mô hình người đề nghị đưa ra" />
      </div>
      <p>
        <CompensationLine offer={offer} />
        {offer.note ? ` · Ghi chú: ${offer.note}` : ''}
      </p>
      <div className="cg-board-actions">
        <Link to={myPostPath(offer.post_id)}>{LIVE.has(offer.status) ? 'Trả lời đề nghị' : 'Xem bài đăng'}</Link>
        {offer.exchange_id ? <Link to={tradePath(offer.exchange_id)}>Xem giao dịch trao đổi</Link> : null}
      </div>
    </Card>
  );
}

interface Props {
  page: number;
  status: ExchangeOfferStatus | null;
  onPage: (page: number) => void;
  onStatus: (status: ExchangeOfferStatus | null) => void;
}

/**
 * "Đề nghị đã nhận": every offer made on my posts (open or ended posts), newest first, by state,
 * paginated; read without RTK Query (offers-data.ts) and drawn with shared/ui's stand-ins (issue 13).
 * Answering an offer happens on the post's page (the link).
 */
export function ReceivedOffers({ page, status, onPage, onStatus }: Props) {
  const { currentData: data, isFetching, error, refetch } = useMyOffers({ role: 'received', page, page_size: RECEIVED_PAGE_SIZE, status });
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
        message="Không tải được đề nghị đã nhận"
        description={(error as { message?: string } | undefined)?.message}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  else if (!data.items.length)
    body = (
      <PageEmpty large description={status ? 'Không có đề nghị nào ở trạng thái này' : 'Bài đăng của bạn chưa nhận được đề nghị nào'}>
        <Link to="/exchange/my-post">Bài đăng của tôi</Link>
      </PageEmpty>
    );
  else
    body = (
      <div className="cg-board-feed" aria-label="Đề nghị đã nhận">
        {data.items.map((o) => (
          <ReceivedOffer key={o.id} offer={o} />
        ))}
        <ListPagination
          align="center"
          current={page}
          pageSize={RECEIVED_PAGE_SIZE}
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
