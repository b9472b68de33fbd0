import { Select } from 'antd';
import { EXCHANGE_OFFER_STATUS_LABELS, EXCHANGE_OFFER_STATUSES, type ExchangeOfferStatus } from '@cho-gundam/contracts';

/** The state filter of both offer tabs ("Đề nghị đã gửi", "Đề nghị đã nhận"); null = every state. */
export function OfferStatusFilter({
  value,
  onChange,
}: {
  value: ExchangeOfferStatus | null;
  onChange: (status: ExchangeOfferStatus | null) => void;
}) {
  return (
    <Select<ExchangeOfferStatus | 'all'>
      aria-label="Trạng thái đề nghị"
      style={{ minWidth: 240, marginBottom: 12 }}
      value={value ?? 'all'}
      onChange={(v) => onChange(v === 'all' ? null : v)}
      options={[
        { value: 'all', label: 'Mọi trạng thái' },
        ...EXCHANGE_OFFER_STATUSES.map((s) => ({ value: s, label: EXCHANGE_OFFER_STATUS_LABELS[s] })),
      ]}
    />
  );
}

/** The tag colour of an offer's state, the same in both tabs. */
export const offerStatusColor = (s: ExchangeOfferStatus) =>
  s === 'revision_requested' ? 'warning' : s === 'accepted' ? 'success' : s === 'open' ? 'processing' : undefined;
