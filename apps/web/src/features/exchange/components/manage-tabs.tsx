import type { ReactNode } from 'react';
import type { ExchangeOfferStatus } from '@cho-gundam/contracts';
import { TabBar } from '@/shared/ui/tab-bar';
import { useThemeVarClass } from '@/shared/ui/theme-vars';
import { ReceivedOffers } from './manage-received';
import { SentOffers } from './manage-sent-offers';
import './manage.css';

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

/**
 * `/exchange/manage`: the offers I made and received, and (when the page gives it) my trades. The tabs
 * are shared/ui's TabBar in antd's Tabs look, not antd's Tabs (issue 13); only the chosen tab is drawn,
 * as antd's `destroyOnHidden` did.
 */
export function ManageTabs({ viewerId, tab, page, status, onChange, tradesTab }: Props) {
  const onPage = (p: number) => onChange({ page: p });
  // a new state starts at its first page
  const onStatus = (s: ExchangeOfferStatus | null) => onChange({ status: s, page: 1 });
  const items: { key: ManageTab; label: string }[] = [
    ...(tradesTab ? [{ key: 'trades' as const, label: 'Giao dịch' }] : []),
    { key: 'sent', label: 'Đề nghị đã gửi' },
    { key: 'received', label: 'Đề nghị đã nhận' },
  ];
  const active = tab === 'trades' && !tradesTab ? 'sent' : tab;
  const cssVar = useThemeVarClass();
  // one block, as antd's Tabs was: the page spaces its blocks apart (cg-page), not the tabs from their panel
  return (
    <div>
      <TabBar
        className="cg-manage-tabs"
        label="Quản lý trao đổi"
        items={items}
        activeKey={active}
        onChange={(k) => onChange({ tab: k, page: 1, status: null })}
      />
      <div role="tabpanel" className={`cg-manage-panel ${cssVar}`} aria-label={items.find((x) => x.key === active)?.label}>
        {active === 'trades' ? (
          tradesTab
        ) : active === 'sent' ? (
          <SentOffers viewerId={viewerId} page={page} status={status} onPage={onPage} onStatus={onStatus} />
        ) : (
          <ReceivedOffers page={page} status={status} onPage={onPage} onStatus={onStatus} />
        )}
      </div>
    </div>
  );
}
