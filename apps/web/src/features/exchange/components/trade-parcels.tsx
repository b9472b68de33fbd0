import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Modal, Skeleton, Tag, Upload, type UploadFile } from 'antd';
import { InboxOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import type { Exchange, OrderDetail } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { useConfirmTradeReceiptMutation, usePackTradeParcelMutation } from '../trade-api';
import { packingForm, packingPhotosError, type Mine } from '../trade-logic';
import { TradeConfirmButton } from './trade-confirm';
import { TradeDisputeButton } from './trade-dispute-button';

/** One parcel's order as the page loaded it. */
export interface ParcelQuery {
  data?: OrderDetail;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

function PackDialog({ trade, order, onClose }: { trade: Exchange; order: OrderDetail; onClose: () => void }) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pack, state] = usePackTradeParcelMutation();
  const picked = files.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => !!f);
  const error = packingPhotosError(picked);
  const submit = async () => {
    setTouched(true);
    if (error) return;
    setProblem(null);
    try {
      await pack({ tradeId: trade.id, orderId: order.id, form: packingForm(picked) }).unwrap();
      onClose();
    } catch (err) {
      setProblem(apiError(err).message);
    }
  };
  return (
    <Modal
      open
      title="Đóng gói kiện hàng gửi đi"
      okText="Xác nhận đóng gói"
      cancelText="Quay lại"
      confirmLoading={state.isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        Kiện <strong>{order.code}</strong>: tải lên 1–5 ảnh rõ nét cho thấy mô hình đã được đóng gói. Sau khi xác nhận, đơn vị vận chuyển sẽ
        đến lấy hàng.
      </p>
      <Upload
        listType="picture-card"
        accept="image/jpeg,image/png,image/webp"
        multiple
        maxCount={5}
        fileList={files}
        beforeUpload={() => false}
        onChange={({ fileList }) => setFiles(fileList)}
      >
        {files.length < 5 ? (
          <span>
            <UploadOutlined aria-hidden="true" /> Ảnh đóng gói
          </span>
        ) : null}
      </Upload>
      <span className="cg-trade__note">{files.length}/5 ảnh · JPG, PNG, WebP, tối đa 10 MB mỗi ảnh</span>
      {touched && error ? <Alert type="error" showIcon title={error} /> : null}
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
    </Modal>
  );
}

function ParcelFacts({ order }: { order: OrderDetail }) {
  return (
    <Descriptions size="small" column={1}>
      <Descriptions.Item label="Mã đơn">{order.code}</Descriptions.Item>
      <Descriptions.Item label="Trạng thái">
        <Tag color={order.status === 'delivered' || order.status === 'completed' ? 'green' : 'blue'} data-testid="parcel-status">
          {order.status_label}
        </Tag>
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
  if (!q.data) return <Skeleton active title={false} paragraph={{ rows: 3 }} aria-busy="true" />;
  return <>{children(q.data)}</>;
}

/** Stages 3 and 4: my outgoing parcel (pack it, then the carrier's status), my incoming parcel and "Đã nhận được hàng". */
export function TradeParcels({ trade, m, outgoing, incoming }: { trade: Exchange; m: Mine; outgoing: ParcelQuery; incoming: ParcelQuery }) {
  const [packing, setPacking] = useState(false);
  const [receive] = useConfirmTradeReceiptMutation();
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
                <Button type="primary" onClick={() => setPacking(true)}>
                  Đóng gói kiện hàng
                </Button>
              ) : o.is_packaged && o.status === 'packaging' ? (
                <Alert type="info" showIcon title="Đã đóng gói, đang chờ đơn vị vận chuyển lấy hàng." />
              ) : null}
              {packing ? <PackDialog trade={trade} order={o} onClose={() => setPacking(false)} /> : null}
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
                <Alert
                  type="success"
                  showIcon
                  title={
                    <>
                      Bạn đã xác nhận nhận hàng lúc <DateTime value={m.receivedAt} />
                    </>
                  }
                />
              ) : o.status === 'delivered' && trade.status === 'packaging' ? (
                <Flex gap={8} wrap>
                  <TradeConfirmButton
                    label="Đã nhận được hàng"
                    title="Xác nhận đã nhận được hàng"
                    okText="Tôi đã nhận được hàng"
                    buttonProps={{ type: 'primary' }}
                    action={() => receive(trade.id).unwrap()}
                  >
                    Bạn xác nhận đã nhận đủ mô hình của {m.partner.full_name} đúng như mô tả. Khi cả hai bên xác nhận, mô hình đổi chủ và
                    tiền bù (nếu có) được chuyển cho người nhận. Không thể hoàn tác.
                  </TradeConfirmButton>
                  {/* wrong or damaged kit: a moderator decides instead of the 7-day automatic receipt */}
                  <TradeDisputeButton tradeId={trade.id} />
                </Flex>
              ) : null}
              {m.partnerReceivedAt ? <p className="cg-trade__note">{m.partner.full_name} đã xác nhận nhận hàng.</p> : null}
            </>
          )}
        </Loaded>
      </section>
    </div>
  );
}
