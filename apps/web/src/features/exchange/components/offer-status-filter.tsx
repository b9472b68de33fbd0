import { EXCHANGE_OFFER_STATUS_LABELS, EXCHANGE_OFFER_STATUSES, type ExchangeOfferStatus } from '@cho-gundam/contracts/core';
import { LazySelect } from '@/shared/ui/lazy-select';
import type { LabelColor } from '@/shared/ui/tag';

/**
 * The state filter of both offer tabs ("Đề nghị đã gửi", "Đề nghị đã nhận"); null = every state.
 * antd's Select loads on the first hover, tap or focus (shared/ui/lazy-select.tsx, issue 13).
 */
export function OfferStatusFilter({
  value,
  onChange,
}: {
  value: ExchangeOfferStatus | null;
  onChange: (status: ExchangeOfferStatus | null) => void;
}) {
  return (
    <LazySelect<ExchangeOfferStatus | 'all'>
      aria-label="Trạng thái đề nghị"
      style={{ minWidth: 240, marginBottom: 12 }}
      value={value ?? 'all'}
      onChange={(v) => onChange(v === 'all' || v === undefined ? null : v)}
      options={[
        { value: 'all', label: 'Mọi trạng thái' },
        ...EXCHANGE_OFFER_STATUSES.map((s) => ({ value: s, label: EXCHANGE_OFFER_STATUS_LABELS[s] })),
      ]}
    />
  );
}

/** The label colour of an offer's state, the same in both tabs (antd's status colours; the rest grey). */
export const offerStatusColor = (s: ExchangeOfferStatus): LabelColor | undefined =>
  s === 'revision_requested' ? 'warning' : s === 'accepted' ? 'success' : s === 'open' ? 'processing' : undefined;
