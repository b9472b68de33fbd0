import { Tabs } from 'antd';
import { ListSearch } from '@/shared/ui/list-search';
import { statusTabs, tabText } from '../order-logic';
import type { OrderListState } from '../use-order-list';

interface Props {
  list: OrderListState;
  /** the server's counts per status, once known */
  counts: Record<string, number> | null | undefined;
  placeholder: string;
}

/** Above an orders list: the search by code and one tab per status with its count; both go back to page 1. */
export function OrderListControls({ list, counts, placeholder }: Props) {
  return (
    <>
      <div className="cg-orders-toolbar">
        <ListSearch
          value={list.q}
          onSearch={(v) => list.update({ q: v, page: undefined })}
          placeholder={placeholder}
          label="Tìm đơn hàng"
        />
      </div>
      <Tabs
        activeKey={list.status}
        onChange={(k) => list.update({ status: k === 'all' ? undefined : k, page: undefined })}
        items={statusTabs(counts).map((t) => ({ key: t.key, label: tabText(t) }))}
      />
    </>
  );
}
