import { useEffect, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import type { MemberListItem, Paged } from '@cho-gundam/contracts';

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

/** A search hook of the API (RTK Query) that takes the words typed: skipped while nothing is typed. */
type MatchesQuery<D> = (term: string, options: { skip: boolean }) => { data?: D; isFetching: boolean };

interface ServerSearchPickerProps<D> extends Pick<Props, 'value' | 'valueLabel' | 'onChange' | 'placeholder' | 'style'> {
  /** the box's accessible name; "Lọc theo <placeholder>" unless told */
  label?: string;
  useMatches: MatchesQuery<NoInfer<D>>;
  /** the server's answer as the picker's options */
  toOptions: (data: D) => PickerOption[];
}

/**
 * The wiring every server-search filter repeats (a shop, a buyer, a staff member): keep the words typed,
 * ask the server only once there are some, and show its matches; the feature supplies its search query.
 */
export function ServerSearchPicker<D>({ useMatches, toOptions, label, ...picker }: ServerSearchPickerProps<D>) {
  const [term, setTerm] = useState('');
  const { data, isFetching } = useMatches(term, { skip: !term });
  const options = term && data ? toOptions(data) : [];
  const name = label ?? `Lọc theo ${picker.placeholder.toLowerCase()}`;
  return <SearchPicker {...picker} label={name} options={options} loading={isFetching} onSearch={setTerm} />;
}

/** A page of the member search (members or staff) as options: each one's name and e-mail. */
const memberOptions = (page: Paged<MemberListItem>): PickerOption[] =>
  page.items.map((u) => ({ value: u.id, label: `${u.full_name} (${u.email})` }));

/** A server-search filter over members (a buyer, a staff member): each match reads "name (e-mail)". */
export function MemberSearchPicker(props: Omit<ServerSearchPickerProps<Paged<MemberListItem>>, 'toOptions'>) {
  return <ServerSearchPicker {...props} toOptions={memberOptions} />;
}
