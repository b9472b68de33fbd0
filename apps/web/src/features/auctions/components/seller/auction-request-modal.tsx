import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Form, Modal, Select, type FormInstance, type FormRule } from 'antd';
import { DatePicker } from '@/shared/ui/date-picker';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { AUCTION_RULES, KIT_STATUS_LABELS } from '@cho-gundam/contracts';
import { usePublicSettings } from '@/shared/api/public-settings-api';
import { applyFieldErrors, apiError } from '@/shared/lib/form-helpers';
import { formatMoney } from '@/shared/lib/format';
import { Facts } from '@/shared/ui/facts';
import { KitThumb } from '@/shared/ui/kit-thumb';
import { useRequestAuctionMutation } from '../../auctions-api';
import {
  checkRequest,
  defaultRequestValues,
  disabledStartTime,
  DURATION_OPTIONS,
  isStartDayDisabled,
  requestFigures,
  START_FORMAT,
  type AuctionRequestFormValues,
  type RequestField,
} from '../../request-form';
import { MoneyInput } from './money-input';
import { useRefreshKitViews } from './use-refresh-kit-views';
import './seller-auctions.css';

/** The kit asked about: what the product table, the collection and the picker all know of it. */
export interface RequestKit {
  id: string;
  name: string;
  /** its thumbnail, if it has a photo */
  image: string | null;
}

interface Props {
  /** the kit to put up for auction; null closes the modal */
  kit: RequestKit | null;
  onClose: () => void;
  onRequested?: (kit: RequestKit) => void;
  /** the success toast offers "Xem yêu cầu đấu giá" (off on that page itself) */
  linkToList?: boolean;
}

const pct = (bps: number) => `${bps / 100}%`;

/**
 * "Yêu cầu đấu giá": starting price, increment, optional buy-now, start and duration, checked as
 * they are typed by the contracts' own rule (the server's), with what follows from them shown
 * live. The server's refusals (quota used up, the kit no longer in the collection…) show on submit.
 */
export function AuctionRequestModal({ kit, onClose, onRequested, linkToList = true }: Props) {
  const { notification } = useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<AuctionRequestFormValues>();
  const [request, requesting] = useRequestAuctionMutation();
  const refreshKitViews = useRefreshKitViews();
  const [problem, setProblem] = useState<{ message: string; quota: boolean } | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };

  const submit = async (v: AuctionRequestFormValues) => {
    if (!kit) return;
    setProblem(null);
    const check = checkRequest(kit.id, v, new Date());
    if (!check.body) {
      form.setFields(Object.entries(check.fields).map(([name, message]) => ({ name: name as RequestField, errors: [message] })));
      if (check.general) setProblem({ message: check.general, quota: false });
      return;
    }
    try {
      await request(check.body).unwrap();
    } catch (e) {
      const err = apiError(e);
      // the kit changed meanwhile (listed, deleted…): the lists behind the modal are out of date
      if (err.status === 409 || err.status === 404) refreshKitViews();
      if (!applyFieldErrors(form, err)) {
        const quota = !!err.details && typeof err.details === 'object' && 'max_open_auctions' in err.details;
        setProblem({ message: err.message, quota });
      }
      return;
    }
    refreshKitViews();
    const key = `auction-request-${kit.id}`;
    notification.success({
      key,
      title: 'Đã gửi yêu cầu đấu giá',
      description: `"${kit.name}" đang chờ kiểm duyệt. Mô hình được giữ ở trạng thái "${KIT_STATUS_LABELS.pending_auction_approval}" cho tới khi có kết quả.`,
      actions: linkToList ? (
        <Button
          type="link"
          size="small"
          onClick={() => {
            notification.destroy(key);
            navigate('/shop/auction-management');
          }}
        >
          Xem yêu cầu đấu giá
        </Button>
      ) : undefined,
    });
    onRequested?.(kit);
    close();
  };

  return (
    <Modal
      open={!!kit}
      title="Yêu cầu đấu giá"
      okText="Gửi yêu cầu"
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={requesting.isLoading}
      destroyOnHidden
      width={560}
    >
      {kit && (
        <>
          <div className="cg-auction-request__kit">
            <KitThumb src={kit.image} />
            <div>
              <Typography.Text strong>{kit.name}</Typography.Text>
              <Typography.Paragraph type="secondary" className="cg-auction-request__note">
                Kiểm duyệt viên xem xét yêu cầu trước khi phiên được lên lịch. Trong thời gian chờ duyệt và đấu giá, mô hình không thể bán,
                sửa hay xóa.
              </Typography.Paragraph>
            </div>
          </div>
          {problem && (
            <Alert
              type="error"
              showIcon
              role="alert"
              className="cg-auction-request__problem"
              title={problem.message}
              description={problem.quota ? <Link to="/shop/Subscription">Xem các gói dịch vụ</Link> : undefined}
            />
          )}
          <RequestFields kitId={kit.id} form={form} onFinish={submit} />
        </>
      )}
    </Modal>
  );
}

/**
 * The inputs and the live figures; mounted afresh each time the modal opens, so the suggested start
 * is counted from that moment.
 */
function RequestFields({
  kitId,
  form,
  onFinish,
}: {
  kitId: string;
  form: FormInstance<AuctionRequestFormValues>;
  onFinish: (v: AuctionRequestFormValues) => void;
}) {
  const [initial] = useState(() => defaultRequestValues(new Date()));
  const values = Form.useWatch([], form) as AuctionRequestFormValues | undefined;
  const depositBps = usePublicSettings().auction_deposit_rate_bps;
  const { increment, buyNowMin, deposit, endAt } = requestFigures(values ?? initial, depositBps);

  /** each input shows the shared schema's message about it, checked against this moment */
  const rule =
    (field: RequestField): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const message = checkRequest(kitId, getFieldsValue(true) as AuctionRequestFormValues, new Date()).fields[field];
        if (message) throw new Error(message);
      },
    });

  return (
    <>
      <Form<AuctionRequestFormValues> form={form} layout="vertical" initialValues={initial} onFinish={onFinish} requiredMark={false}>
        <Form.Item
          label="Giá khởi điểm"
          name="starting_price"
          rules={[rule('starting_price')]}
          extra={`Tối thiểu ${formatMoney(AUCTION_RULES.startingPriceMin)}, làm tròn tới ${formatMoney(AUCTION_RULES.moneyStep)}`}
        >
          <MoneyInput autoFocus />
        </Form.Item>
        <Form.Item
          label="Bước giá"
          name="bid_increment"
          dependencies={['starting_price']}
          rules={[rule('bid_increment')]}
          extra={
            <span data-testid="increment-range">
              {increment
                ? `Cho phép từ ${formatMoney(increment.min)} đến ${formatMoney(increment.max)} (${pct(AUCTION_RULES.incrementMinBps)}–${pct(AUCTION_RULES.incrementMaxBps)} giá khởi điểm)`
                : `${pct(AUCTION_RULES.incrementMinBps)}–${pct(AUCTION_RULES.incrementMaxBps)} giá khởi điểm, tối thiểu ${formatMoney(AUCTION_RULES.incrementMin)}`}
            </span>
          }
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          label="Giá mua ngay (không bắt buộc)"
          name="buy_now_price"
          dependencies={['starting_price']}
          rules={[rule('buy_now_price')]}
          extra={
            <span data-testid="buy-now-min">
              {buyNowMin ? `Tối thiểu ${formatMoney(buyNowMin)}` : `Tối thiểu ${pct(AUCTION_RULES.buyNowMinBps)} giá khởi điểm`}. Để trống
              nếu không bán ngay.
            </span>
          }
        >
          <MoneyInput />
        </Form.Item>
        <div className="cg-auction-request__times">
          <Form.Item label="Bắt đầu lúc" name="start_at" rules={[rule('start_at')]} extra="Sau ít nhất 24 giờ, trong vòng 60 ngày">
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format={START_FORMAT}
              showNow={false}
              allowClear={false}
              disabledDate={(d) => isStartDayDisabled(d, new Date())}
              disabledTime={(d) => disabledStartTime(d, new Date())}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label="Thời lượng" name="duration_days" rules={[rule('duration_days')]}>
            <Select options={DURATION_OPTIONS} />
          </Form.Item>
        </div>
      </Form>
      <Facts
        last
        facts={[
          {
            key: 'deposit',
            label: `Tiền cọc mỗi người tham gia (${pct(depositBps)} giá khởi điểm)`,
            value: deposit === null ? '—' : formatMoney(deposit),
            testId: 'request-deposit',
          },
          { key: 'end', label: 'Kết thúc lúc', value: endAt ? endAt.format(START_FORMAT) : '—', testId: 'request-end' },
        ]}
      />
    </>
  );
}
