import { lazy, Suspense, useState } from 'react';
import { Descriptions } from 'antd';
import { InboxOutlined, SendOutlined } from '@ant-design/icons';
import type { Exchange, OrderDetail } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
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

/** One parcel's order as the page loaded it. */
export interface ParcelQuery {
  data?: OrderDetail;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

function ParcelFacts({ order }: { order: OrderDetail }) {
  return (
    <Descriptions size="small" column={1}>
      <Descriptions.Item label="Mã đơn">{order.code}</Descriptions.Item>
      <Descriptions.Item label="Trạng thái">
        <span data-testid="parcel-status">
          <Label color={order.status === 'delivered' || order.status === 'completed' ? 'green' : 'blue'}>{order.status_label}</Label>
        </span>
      </Descriptions.Item>
      {order.shipment ? (
        <>
          <Descriptions.Item label="Đơn vị vận chuyển">{order.shipment.carrier_label}</Descriptions.Item>
          <Descriptions.Item label="Mã vận đơn">{order.shipment.tracking_code ?? 'Chưa có'}</Descriptions.Item>
          <Descriptions.Item label="Vận chuyển">{order.shipment.status_label}</Descriptions.Item>
          {order.shipment.expected_delivery_at ? (
            <Descriptions.Item label="Dự kiến giao">
              <DateTime value={order.shipment.expected_delivery_at} />
            </Descriptions.Item>
          ) : null}
        </>
      ) : null}
      {order.return_shipment ? (
        <Descriptions.Item label="Vận đơn hoàn về người gửi">
          {`${order.return_shipment.tracking_code} (${order.return_shipment.carrier_label}) · ${order.return_shipment.status_label}`}
        </Descriptions.Item>
      ) : null}
      {order.delivered_at ? (
        <Descriptions.Item label="Đã giao lúc">
          <DateTime value={order.delivered_at} />
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

function Loaded({ q, what, children }: { q: ParcelQuery; what: string; children: (o: OrderDetail) => React.ReactNode }) {
  if (q.isError)
    return (
      <LoadError
        message={`Không tải được ${what}`}
        description={apiError(q.error).message}
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  if (!q.data)
    return (
      <div aria-busy="true">
        <TextSkeleton title={false} rows={3} />
      </div>
    );
  return <>{children(q.data)}</>;
}

/** Stages 3 and 4: my outgoing parcel (pack it, then the carrier's status), my incoming parcel and "Đã nhận được hàng". */
export function TradeParcels({ trade, m, outgoing, incoming }: { trade: Exchange; m: Mine; outgoing: ParcelQuery; incoming: ParcelQuery }) {
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
