import type { StaffShopOption } from '@cho-gundam/contracts';
import { MemberSearchPicker, ServerSearchPicker } from '@/shared/ui/search-picker';
import { useStaffBuyersQuery, useStaffShopsQuery } from '../../orders-api';

interface PickerProps {
  value: string | undefined;
  /** the chosen one's name when the page knows it (a row clicked, a row of the list) */
  valueLabel: string | undefined;
  onChange: (id: string | undefined, label?: string) => void;
}

/** "Shop": a shop found by its name (accents optional) on the server. */
export function ShopPicker(props: PickerProps) {
  return (
    <ServerSearchPicker
      {...props}
      useMatches={useStaffShopsQuery}
      toOptions={(shops: StaffShopOption[]) => shops.map((s) => ({ value: s.id, label: `${s.name} · ${s.owner_name}` }))}
      placeholder="Shop"
      style={{ width: 220 }}
    />
  );
}

/** "Người mua": a member found by name, e-mail or phone on the server. */
export function BuyerPicker(props: PickerProps) {
  return <MemberSearchPicker {...props} useMatches={useStaffBuyersQuery} placeholder="Người mua" style={{ width: 240 }} />;
}
