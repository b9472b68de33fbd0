import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import type { ExchangeOfferStatus } from '@cho-gundam/contracts';
import { ReceivedOffers } from './manage-received';
import { SentOffers } from './manage-sent-offers';

export type ManageTab = 'sent' | 'received' | 'trades';

interface Props {
  viewerId: string;
  /** the tab, the page and the state filter of the offer tabs, from the URL */
  tab: ManageTab;
  page: number;
  status: ExchangeOfferStatus | null;
  onChange: (patch: { tab?: ManageTab; page?: number; status?: ExchangeOfferStatus | null }) => void;
  /**
   * The "Giao dịch" tab's content (my trades, composed by the page from the trade screens); while
   * not given, the tab is not shown and `?tab=trades` shows the sent offers.
   */
  tradesTab?: ReactNode;
}

/** `/exchange/manage`: the offers I made and received, and (when the page gives it) my trades. */
export function ManageTabs({ viewerId, tab, page, status, onChange, tradesTab }: Props) {
  const onPage = (p: number) => onChange({ page: p });
  // a new state starts at its first page
  const onStatus = (s: ExchangeOfferStatus | null) => onChange({ status: s, page: 1 });
  const items = [
    ...(tradesTab ? [{ key: 'trades', label: 'Giao dịch', children: tradesTab }] : []),
    {
      key: 'sent',
      label: 'Đề nghị đã gửi',
      children: <SentOffers viewerId={viewerId} page={page} status={status} onPage={onPage} onStatus={onStatus} />,
    },
    {
      key: 'received',
      label: 'Đề nghị đã nhận',
      children: <ReceivedOffers page={page} status={status} onPage={onPage} onStatus={onStatus} />,
    },
  ];
  const active = tab === 'trades' && !tradesTab ? 'sent' : tab;
  return (
    <Tabs activeKey={active} items={items} onChange={(k) => onChange({ tab: k as ManageTab, page: 1, status: null })} destroyOnHidden />
  );
}
