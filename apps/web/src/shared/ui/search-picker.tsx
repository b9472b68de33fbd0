import { useEffect, useState, type CSSProperties } from 'react';
import { Select } from 'antd';

export interface PickerOption {
  value: string;
  label: string;
}

interface Props {
  /** the chosen id (from the URL) */
  value: string | undefined;
  /** how the chosen id reads while it is not among the options (a name known from the page, else a short id) */
  valueLabel: string | undefined;
  /** the server's matches for the words typed */
  options: PickerOption[];
  loading: boolean;
  /** the words typed, once the typing pauses; '' when the box is emptied */
  onSearch: (term: string) => void;
  /** the chosen id and how it reads, or undefined when cleared */
  onChange: (value: string | undefined, label?: string) => void;
  placeholder: string;
  label: string;
  style?: CSSProperties;
}

/** How long the typing must pause before the server is asked (one request per word, not per key). */
const PAUSE_MS = 250;

/**
 * A filter chosen by name from a server-side search (a shop, a buyer, a staff member): the server
 * is asked with what is typed, the choice is an id; cleared with the box's cross.
 */
export function SearchPicker({ value, valueLabel, options, loading, onSearch, onChange, placeholder, label, style }: Props) {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const t = setTimeout(() => onSearch(typed.trim()), PAUSE_MS);
    return () => clearTimeout(t);
  }, [typed, onSearch]);
  const shown =
    value && !options.some((o) => o.value === value) ? [{ value, label: valueLabel ?? value.slice(0, 8) }, ...options] : options;
  return (
    <Select
      showSearch
      allowClear
      value={value}
      placeholder={placeholder}
      aria-label={label}
      options={shown}
      filterOption={false}
      onSearch={setTyped}
      onChange={(v?: string) => {
        setTyped('');
        onChange(v || undefined, shown.find((o) => o.value === v)?.label);
      }}
      loading={loading}
      notFoundContent={typed.trim() ? (loading ? 'Đang tìm…' : 'Không tìm thấy') : 'Nhập tên để tìm'}
      style={style}
    />
  );
}
