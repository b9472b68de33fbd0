import { lazy, Suspense, useState } from 'react';
import { InboxOutlined, SendOutlined } from '@ant-design/icons';
import type { Exchange, OrderDetail } from '@cho-gundam/contracts';
import type { HttpResource } from '@/shared/hooks/use-http-resource';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { PlainDescriptions, type DescriptionItem } from '@/shared/ui/descriptions';
import { LoadError } from '@/shared/ui/load-error';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PlainButton } from '@/shared/ui/plain-button';
import { Label } from '@/shared/ui/tag';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { useTradeCommands } from '../trade-data';
import type { Mine } from '../trade-logic';
import { TradeConfirmButton } from './trade-confirm';
import { TradeDisputeButton } from './trade-dispute-button';

// the packing dialog (antd's Modal and Upload) loads on "Đóng gói kiện hàng", not with the page (issue 13)
const PackDialog = lazy(() => import('./trade-pack-dialog'));

function ParcelFacts({ order }: { order: OrderDetail }) {
  const items: DescriptionItem[] = [
    { key: 'code', label: 'Mã đơn', children: order.code },
    {
      key: 'status',
      label: 'Trạng thái',
      children: (
        <span data-testid="parcel-status">
          <Label color={order.status === 'delivered' || order.status === 'completed' ? 'green' : 'blue'}>{order.status_label}</Label>
        </span>
      ),
    },
  ];
  if (order.shipment) {
    items.push(
      { key: 'carrier', label: 'Đơn vị vận chuyển', children: order.shipment.carrier_label },
      { key: 'tracking', label: 'Mã vận đơn', children: order.shipment.tracking_code ?? 'Chưa có' },
      { key: 'shipping', label: 'Vận chuyển', children: order.shipment.status_label },
    );
    if (order.shipment.expected_delivery_at)
      items.push({ key: 'expected', label: 'Dự kiến giao', children: <DateTime value={order.shipment.expected_delivery_at} /> });
  }
  if (order.return_shipment) {
    const r = order.return_shipment;
    items.push({
      key: 'return',
      label: 'Vận đơn hoàn về người gửi',
      children: `${r.tracking_code} (${r.carrier_label}) · ${r.status_label}`,
    });
  }
  if (order.delivered_at) items.push({ key: 'delivered', label: 'Đã giao lúc', children: <DateTime value={order.delivered_at} /> });
  return <PlainDescriptions items={items} />;
}

function Loaded({ q, what, children }: { q: HttpResource<OrderDetail>; what: string; children: (o: OrderDetail) => React.ReactNode }) {
  if (q.isError)
    return (
      <LoadError
        message={`Không tải được ${what}`}
        description={apiError(q.lastError).message}
        onRetry={q.refetch}
        retrying={q.isFetching}
      />
    );
  if (!q.currentData)
    return (
      <div aria-busy="true">
        <TextSkeleton title={false} rows={3} />
      </div>
    );
  return <>{children(q.currentData)}</>;
}

/** Stages 3 and 4: my outgoing parcel (pack it, then the carrier's status), my incoming parcel and "Đã nhận được hàng". */
export function TradeParcels({
  trade,
  m,
  outgoing,
  incoming,
}: {
  trade: Exchange;
  m: Mine;
  outgoing: HttpResource<OrderDetail>;
  incoming: HttpResource<OrderDetail>;
}) {
  const [packing, setPacking] = useState(false);
  const { confirmReceipt } = useTradeCommands();
  return (
    <div className="cg-trade__parcels">
      <section className="cg-panel" aria-labelledby="trade-out-title" data-testid="trade-outgoing">
        <h2 id="trade-out-title" className="cg-trade__h2">
          <SendOutlined aria-hidden="true" /> Kiện hàng bạn gửi cho {m.partner.full_name}
        </h2>
        <Loaded q={outgoing} what="kiện hàng bạn gửi">
          {(o) => (
            <>
              <ParcelFacts order={o} />
              {o.actions.can_pack ? (
                <PlainButton type="primary" onClick={() => setPacking(true)}>
                  Đóng gói kiện hàng
                </PlainButton>
              ) : o.is_packaged && o.status === 'packaging' ? (
                <NoteAlert type="info" showIcon title="Đã đóng gói, đang chờ đơn vị vận chuyển lấy hàng." />
              ) : null}
              {packing ? (
                <Suspense fallback={null}>
                  <PackDialog trade={trade} order={o} onClose={() => setPacking(false)} />
                </Suspense>
              ) : null}
            </>
          )}
        </Loaded>
      </section>
      <section className="cg-panel" aria-labelledby="trade-in-title" data-testid="trade-incoming">
        <h2 id="trade-in-title" className="cg-trade__h2">
          <InboxOutlined aria-hidden="true" /> Kiện hàng bạn nhận từ {m.partner.full_name}
        </h2>
        <Loaded q={incoming} what="kiện hàng bạn nhận">
          {(o) => (
            <>
              <ParcelFacts order={o} />
              {m.receivedAt ? (
                <NoteAlert
                  type="success"
                  showIcon
                  title={
                    <>
                      Bạn đã xác nhận nhận hàng lúc <DateTime value={m.receivedAt} />
                    </>
                  }
                />
              ) : o.status === 'delivered' && trade.status === 'packaging' ? (
                <div className="cg-trade__actions">
                  <TradeConfirmButton
                    label="Đã nhận được hàng"
                    title="Xác nhận đã nhận được hàng"
                    okText="Tôi đã nhận được hàng"
                    primary
                    action={() => confirmReceipt(trade.id)}
                  >
                    Bạn xác nhận đã nhận đủ mô hình của {m.partner.full_name} đúng như mô tả. Khi cả hai bên xác nhận, mô hình đổi chủ và
                    tiền bù (nếu có) được chuyển cho người nhận. Không thể hoàn tác.
                  </TradeConfirmButton>
                  {/* wrong or damaged kit: a moderator decides instead of the 7-day automatic receipt */}
                  <TradeDisputeButton tradeId={trade.id} />
                </div>
              ) : null}
              {m.partnerReceivedAt ? <p className="cg-trade__note">{m.partner.full_name} đã xác nhận nhận hàng.</p> : null}
            </>
          )}
        </Loaded>
      </section>
    </div>
  );
}
