import { useCallback, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Exchange } from '@cho-gundam/contracts';
import { EXCHANGE_STATUS_LABELS } from '@cho-gundam/contracts/core';
import { useAppDispatch } from '@/shared/store/hooks';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageResult } from '@/shared/ui/page-result';
import { Label } from '@/shared/ui/tag';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { setExchangeDetail } from '../exchange-slice';
import { useTradeClock, useTradeParcel, useTradeResource } from '../trade-data';
import { canOfferCancel, mine, NEXT_ACTION_LABELS, nextAction, type Parcels } from '../trade-logic';
import { serverOffset } from '../trade-time';
import { TradeAddresses, type AddressBook } from './trade-addresses';
import { TradeCancel } from './trade-cancel';
import { TradeFee } from './trade-fee';
import { TradeKits } from './trade-kits';
import { TradeParcels } from './trade-parcels';
import { TradeProgress, useServerNow } from './trade-progress';
import '../trade.css';

interface Props {
  id: string;
  userId: string;
  /** my address book (the addresses feature's query, composed by the page) */
  addresses: AddressBook;
  /** the other side's report button (the flags feature, composed by the page); staff see none */
  report?: (partner: Exchange['poster']) => ReactNode;
}

/** Refetch when the member comes back to the tab: the other side may have acted meanwhile. */
function useRefetchOnFocus(refetch: () => void) {
  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState !== 'hidden') refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [refetch]);
}

export const TRADE_TITLE = 'Chi tiết giao dịch trao đổi';

/**
 * The trade's page while the trade (or, before it, who is signed in) is not known yet. Called, not
 * rendered as a component: in the trade's place React keeps its heading when the trade arrives.
 */
export function tradeLoading() {
  return (
    <section className="cg-page cg-trade">
      <PageHeading title={TRADE_TITLE} />
      <div className="cg-panel" role="status" aria-label="Đang tải giao dịch" aria-busy="true">
        <TextSkeleton rows={6} />
      </div>
    </section>
  );
}

/** `/exchange/detail/:id`: one trade as one of its two sides sees it, with that side's actions only. */
export function TradeDetail({ id, userId, addresses, report }: Props) {
  const trade = useTradeResource(id);
  const t = trade.currentData;
  const clock = useTradeClock();
  const offsetMs = serverOffset(clock.currentData?.server_time, clock.fulfilledAt);
  const m = t ? mine(t) : null;
  const outgoing = useTradeParcel(m?.outgoingOrderId);
  const incoming = useTradeParcel(m?.incomingOrderId);
  const serverNow = useServerNow(offsetMs, 30_000);
  const dispatch = useAppDispatch();

  // the trade on screen, for the seed's exchangeDetail; forgotten once the server refuses this member
  // (a 403/404 after a refetch keeps the last answer in `t`), when the page goes or shows another trade
  const refused = trade.isError && [403, 404].includes(apiError(trade.lastError).status);
  useEffect(() => {
    dispatch(setExchangeDetail(t && !refused ? t : null));
  }, [t, refused, dispatch]);
  useEffect(() => () => void dispatch(setExchangeDetail(null)), [id, dispatch]);
  const { refetch } = trade;
  // a parcel not asked for yet (no order) is not asked for by its refetch either
  const { refetch: refetchOut } = outgoing;
  const { refetch: refetchIn } = incoming;
  useRefetchOnFocus(
    useCallback(() => {
      refetch();
      refetchOut();
      refetchIn();
    }, [refetch, refetchOut, refetchIn]),
  );

  if (trade.isError) {
    const e = apiError(trade.lastError);
    return (
      <section className="cg-page cg-trade">
        <PageHeading title={TRADE_TITLE} />
        {refused ? (
          <PageResult
            status="404"
            title="Không xem được giao dịch này"
            subTitle="Giao dịch không tồn tại, hoặc bạn không phải một bên của giao dịch. Chỉ hai bên trao đổi mới xem được giao dịch."
            extra={<Link to="/exchange/manage">Về trang quản lý trao đổi</Link>}
          />
        ) : (
          <LoadError message="Không tải được giao dịch" description={e.message} onRetry={refetch} retrying={trade.isFetching} />
        )}
      </section>
    );
  }
  if (!t) return tradeLoading();

  const parcels: Parcels = { outgoing: outgoing.currentData ?? null, incoming: incoming.currentData ?? null };
  const action = nextAction(t, m?.incomingOrderId ? parcels : undefined);
  const hasOrders = !!(m?.incomingOrderId && m.outgoingOrderId);
  return (
    <section className="cg-page cg-trade" data-testid="trade-detail" data-status={t.status}>
      <PageHeading
        title={TRADE_TITLE}
        description={
          <>
            {t.poster.full_name} ⇄ {t.offerer.full_name} · bắt đầu <DateTime value={t.created_at} />{' '}
            <Label color={t.status === 'completed' ? 'green' : t.status === 'canceled' || t.status === 'failed' ? 'red' : 'blue'}>
              {EXCHANGE_STATUS_LABELS[t.status]}
            </Label>
          </>
        }
        extra={m && report ? report(m.partner) : undefined}
      />
      <TradeProgress trade={t} parcels={parcels} offsetMs={offsetMs} />
      {m ? (
        action !== 'none' ? (
          <NoteAlert type="info" showIcon data-testid="trade-next-action" title={`Việc của bạn: ${NEXT_ACTION_LABELS[action]}`} />
        ) : null
      ) : (
        <NoteAlert type="info" showIcon title="Bạn đang xem giao dịch với vai trò nhân viên: không có thao tác nào cho hai bên ở đây." />
      )}
      {m && t.status === 'pending' ? (
        <div className="cg-trade__stage">
          <TradeAddresses trade={t} m={m} book={addresses} />
          <TradeFee trade={t} m={m} userId={userId} />
        </div>
      ) : null}
      {m && hasOrders ? <TradeParcels trade={t} m={m} outgoing={outgoing} incoming={incoming} /> : null}
      <TradeKits trade={t} />
      {m && (clock.currentData || clock.isError || t.status === 'pending') && canOfferCancel(t, serverNow, parcels) ? (
        <div className="cg-trade__buttons">
          <TradeCancel trade={t} m={m} />
        </div>
      ) : null}
    </section>
  );
}
