import {
  EXCHANGE_OFFER_STATUS_LABELS,
  EXCHANGE_POST_STATUS_LABELS,
  type ExchangeOfferStatus,
  type ExchangePostStatus,
} from '@cho-gundam/contracts/core';
import { DateTime } from '@/shared/ui/date-time';
import { Label } from '@/shared/ui/tag';
import { BoardKitList, type BoardKit } from './board-kits';
import { offerStatusColor } from './offer-status-filter';
import './board.css';

/* The pieces the offer cards of "Đề nghị đã gửi", "Đề nghị đã nhận" and a post's offers have in common.
   Their labels are shared/ui's Label in antd's Tag look, not antd's Tag (issue 13). */

/** An offer's state, coloured the same on every offer card. */
export function OfferStatusTag({ status }: { status: ExchangeOfferStatus }) {
  return <Label color={offerStatusColor(status)}>{EXCHANGE_OFFER_STATUS_LABELS[status]}</Label>;
}

/** "Gửi lúc …": when the offer was made, in the card's corner. */
export function OfferSentAt({ at }: { at: string }) {
  return (
    <span className="cg-board-muted">
      Gửi lúc <DateTime value={at} />
    </span>
  );
}

/** The state of the post an offer was made on ("Bài đăng đang mở" ...). */
export function OfferPostStatusTag({ status }: { status: ExchangePostStatus }) {
  return <Label>Bài đăng {EXCHANGE_POST_STATUS_LABELS[status].toLowerCase()}</Label>;
}

/** One side of an offer: a heading ("Họ muốn nhận", "Bạn đưa ra" ...) over its kits. */
export function OfferKitSection({ title, kits, label }: { title: string; kits: readonly BoardKit[]; label: string }) {
  return (
    <section className="cg-board-section">
      <h3>{title}</h3>
      <BoardKitList kits={kits} label={label} />
    </section>
  );
}
