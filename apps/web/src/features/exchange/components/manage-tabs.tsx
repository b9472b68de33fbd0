import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { ReceivedOffers } from './manage-received';
import { SentOffers } from './manage-sent-offers';

export type ManageTab = 'sent' | 'received' | 'trades';

interface Props {
  viewerId: string;
  /** the tab and the page of "Đề nghị đã gửi", from the URL */
  tab: ManageTab;
  page: number;
  onChange: (patch: { tab?: ManageTab; page?: number }) => void;
  /**
   * The "Giao dịch" tab's content (my trades, composed by the page from the trade screens); while
   * not given, the tab is not shown and `?tab=trades` shows the sent offers.
   */
  tradesTab?: ReactNode;
}

/** `/exchange/manage`: the offers I made and received, and (when the page gives it) my trades. */
export function ManageTabs({ viewerId, tab, page, onChange, tradesTab }: Props) {
  const items = [
    ...(tradesTab ? [{ key: 'trades', label: 'Giao dịch', children: tradesTab }] : []),
    {
      key: 'sent',
      label: 'Đề nghị đã gửi',
      children: <SentOffers viewerId={viewerId} page={page} onPage={(p) => onChange({ page: p })} />,
    },
    { key: 'received', label: 'Đề nghị đã nhận', children: <ReceivedOffers /> },
  ];
  const active = tab === 'trades' && !tradesTab ? 'sent' : tab;
  return <Tabs activeKey={active} items={items} onChange={(k) => onChange({ tab: k as ManageTab, page: 1 })} destroyOnHidden />;
}
