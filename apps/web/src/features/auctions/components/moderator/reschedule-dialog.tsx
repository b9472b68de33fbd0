import { useId, useRef, useState } from 'react';
import { Alert, Modal, type GetRef } from 'antd';
import { DatePicker } from '@/shared/ui/date-picker';
import { Typography } from '@/shared/ui/typography';
import type { Dayjs } from '@/shared/lib/dayjs';
import { AUCTION_RULES, type AuctionCard } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';
import { useRescheduleAuctionMutation } from '../../auctions-api';
import { durationLabel, pickerValue, rescheduleBody, vietnamIso, vietnamNow } from '../../moderation-logic';
import { useActionSubmit } from './action-submit';

type Range = [Dayjs | null, Dayjs | null] | null;

/**
 * "Đổi thời gian" of a scheduled auction: a range picker in Vietnam time (DD/MM/YYYY HH:mm) starting
 * from the current times; the shared contract checks the order, the server its own rules (start in
 * the future, 1–7 days), and its refusal stays here. The start and end jobs follow on the server.
 */
export function RescheduleDialog({ auction, onClose, onStale }: { auction: AuctionCard; onClose: () => void; onStale: () => void }) {
  const id = useId();
  const picker = useRef<GetRef<typeof DatePicker.RangePicker>>(null);
  const [range, setRange] = useState<Range>(() => [pickerValue(auction.start_at), pickerValue(auction.end_at)]);
  const [tried, setTried] = useState(false);
  const [reschedule] = useRescheduleAuctionMutation();
  const { problem, setProblem, busy, run } = useActionSubmit({ onClose, onStale, success: 'Đã đổi thời gian phiên đấu giá' });
  const result = rescheduleBody(range, auction);
  const submit = () => {
    setTried(true);
    if (!result.ok) return;
    void run(() => reschedule({ id: auction.id, ...result.body }).unwrap());
  };
  const today = vietnamNow();
  const picked = range?.[0] && range[1] ? durationLabel(vietnamIso(range[0]), vietnamIso(range[1])) : null;

  return (
    <Modal
      open
      title="Đổi thời gian phiên đấu giá"
      okText="Lưu thời gian"
      cancelText="Quay lại"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      afterOpenChange={(open) => {
        if (open) picker.current?.focus();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <strong>{auction.kit.name}</strong>
        {auction.seller.shop_name ? ` · ${auction.seller.shop_name}` : ''}
        <br />
        Hiện tại: <DateTime value={auction.start_at} /> → <DateTime value={auction.end_at} />
      </Typography.Paragraph>
      <label htmlFor={`${id}-start`} style={{ display: 'block', marginBottom: 4 }}>
        Thời gian mới (giờ Việt Nam)
      </label>
      <DatePicker.RangePicker
        ref={picker}
        id={{ start: `${id}-start`, end: `${id}-end` }}
        autoFocus
        showTime={{ format: 'HH:mm' }}
        format="DD/MM/YYYY HH:mm"
        placeholder={['Bắt đầu', 'Kết thúc']}
        value={range}
        allowClear={false}
        onChange={(v) => {
          setRange(v as Range);
          setProblem(null);
        }}
        disabledDate={(d) => d.isBefore(today, 'day')}
        style={{ width: '100%' }}
        status={tried && !result.ok ? 'error' : undefined}
        aria-describedby={`${id}-hint`}
      />
      <Typography.Text type="secondary" id={`${id}-hint`} style={{ display: 'block', marginTop: 4 }}>
        {picked ? `Thời lượng: ${picked}. ` : ''}Phiên kéo dài {AUCTION_RULES.durationDaysMin}–{AUCTION_RULES.durationDaysMax} ngày và phải
        bắt đầu ở tương lai; người bán được thông báo thời gian mới.
      </Typography.Text>
      {tried && !result.ok ? (
        <Typography.Text type="danger" role="alert">
          {result.error}
        </Typography.Text>
      ) : null}
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
