import { useState } from 'react';
import { Button, Flex, Input, Select } from 'antd';
import dayjs from '@/shared/lib/dayjs';
import { ORDER_STATUS_LABELS, ORDER_TYPE_NAMES } from '@cho-gundam/contracts';
import { downloadCsv } from '@/shared/lib/download-csv';
import { apiError } from '@/shared/lib/form-helpers';
import { toast } from '@/shared/ui/toast';
import { exportParams, type OrderFilterState } from './moderator-order-filters';
import { BuyerPicker, ShopPicker } from './order-pickers';
import { DayRangeFilter } from '@/shared/ui/day-range-filter';

const statusOptions = [
  { value: '', label: 'Mọi trạng thái' },
  ...Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
const typeOptions = [{ value: '', label: 'Mọi loại đơn' }, ...Object.entries(ORDER_TYPE_NAMES).map(([value, label]) => ({ value, label }))];

export type FilterPatch = Record<string, string | number | null | undefined>;
/** The names of the chosen shop and buyer, as the page learnt them (a picker's choice, a row's name). */
export interface ChosenNames {
  shop?: string;
  buyer?: string;
}

interface Props {
  f: OrderFilterState;
  names: ChosenNames;
  onNames: (patch: ChosenNames) => void;
  /** change filters (back to page 1) */
  set: (patch: FilterPatch) => void;
  filtered: boolean;
  onClear: () => void;
}

/** The order list's filters (code, status, type, dates, shop, buyer), "Xóa bộ lọc" and "Xuất CSV" of what is listed. */
export function ModeratorOrderToolbar({ f, names, onNames, set, filtered, onClear }: Props) {
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv('/moderator/orders.csv', exportParams(f), `don-hang-${dayjs().format('YYYY-MM-DD')}.csv`);
    } catch (err) {
      toast.error({ title: 'Không xuất được CSV', description: apiError(err).message });
    } finally {
      setExporting(false);
    }
  }
  return (
    <Flex gap={8} wrap align="center">
      <Input.Search
        key={f.q ?? ''}
        defaultValue={f.q}
        allowClear
        placeholder="Mã đơn hàng"
        aria-label="Tìm theo mã đơn hàng"
        style={{ width: 200 }}
        onSearch={(v) => set({ q: v.trim() || null })}
      />
      <Select
        value={f.status ?? ''}
        options={statusOptions}
        onChange={(v) => set({ status: v || null })}
        style={{ width: 180 }}
        aria-label="Lọc theo trạng thái"
      />
      <Select
        value={f.type ?? ''}
        options={typeOptions}
        onChange={(v) => set({ type: v || null })}
        style={{ width: 150 }}
        aria-label="Lọc theo loại đơn"
      />
      <DayRangeFilter from={f.from} to={f.to} onChange={set} />
      <ShopPicker
        value={f.shop_id}
        valueLabel={names.shop}
        onChange={(id, label) => {
          onNames({ shop: label });
          set({ shop_id: id ?? null });
        }}
      />
      <BuyerPicker
        value={f.buyer_id}
        valueLabel={names.buyer}
        onChange={(id, label) => {
          onNames({ buyer: label });
          set({ buyer_id: id ?? null });
        }}
      />
      <Flex gap={8} style={{ marginLeft: 'auto' }}>
        {filtered ? <Button onClick={onClear}>Xóa bộ lọc</Button> : null}
        <Button onClick={() => void exportCsv()} loading={exporting}>
          Xuất CSV
        </Button>
      </Flex>
    </Flex>
  );
}
