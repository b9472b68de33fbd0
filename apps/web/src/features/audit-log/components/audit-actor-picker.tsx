import { useState } from 'react';
import { SearchPicker } from '@/shared/ui/search-picker';
import { useAuditActorsQuery } from '../audit-log-api';

/** "Người thực hiện": a moderator or an admin found by name or e-mail on the server. */
export function AuditActorPicker({
  value,
  valueLabel,
  onChange,
}: {
  value: string | undefined;
  valueLabel: string | undefined;
  onChange: (actorId: string | undefined, label?: string) => void;
}) {
  const [term, setTerm] = useState('');
  const { data, isFetching } = useAuditActorsQuery(term, { skip: !term });
  const options = (term ? (data?.items ?? []) : []).map((u) => ({ value: u.id, label: `${u.full_name} (${u.email})` }));
  return (
    <SearchPicker
      value={value}
      valueLabel={valueLabel}
      options={options}
      loading={isFetching}
      onSearch={setTerm}
      onChange={onChange}
      placeholder="Người thực hiện"
      label="Lọc theo người thực hiện"
      style={{ minWidth: 240 }}
    />
  );
}
