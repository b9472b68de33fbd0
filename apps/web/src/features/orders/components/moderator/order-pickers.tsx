import { useState } from 'react';
import { SearchPicker } from '@/shared/ui/search-picker';
import { useStaffBuyersQuery, useStaffShopsQuery } from '../../orders-api';

interface PickerProps {
  value: string | undefined;
  /** the chosen one's name when the page knows it (a row clicked, a row of the list) */
  valueLabel: string | undefined;
  onChange: (id: string | undefined, label?: string) => void;
}

/** "Shop": a shop found by its name (accents optional) on the server. */
export function ShopPicker({ value, valueLabel, onChange }: PickerProps) {
  const [term, setTerm] = useState('');
  const { data, isFetching } = useStaffShopsQuery(term, { skip: !term });
  const options = (term ? (data ?? []) : []).map((s) => ({ value: s.id, label: `${s.name} · ${s.owner_name}` }));
  return (
    <SearchPicker
      value={value}
      valueLabel={valueLabel}
      options={options}
      loading={isFetching}
      onSearch={setTerm}
      onChange={onChange}
      placeholder="Shop"
      label="Lọc theo shop"
      style={{ width: 220 }}
    />
  );
}

/** "Người mua": a member found by name, e-mail or phone on the server. */
export function BuyerPicker({ value, valueLabel, onChange }: PickerProps) {
  const [term, setTerm] = useState('');
  const { data, isFetching } = useStaffBuyersQuery(term, { skip: !term });
  const options = (term ? (data?.items ?? []) : []).map((u) => ({ value: u.id, label: `${u.full_name} (${u.email})` }));
  return (
    <SearchPicker
      value={value}
      valueLabel={valueLabel}
      options={options}
      loading={isFetching}
      onSearch={setTerm}
      onChange={onChange}
      placeholder="Người mua"
      label="Lọc theo người mua"
      style={{ width: 240 }}
    />
  );
}
