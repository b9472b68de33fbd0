// antd's Search alone: `Input.Search` from antd's index brings Password, TextArea and OTP with it
// (~5 KB gzip on each list page's first load, issue 13)
import Search from 'antd/es/input/Search';

interface Props {
  /** the search in the URL; the box shows it again when the URL changes (back button, a chip removed) */
  value: string | undefined;
  /** applied on Enter or the button; an empty or blank search is `undefined` */
  onSearch: (q: string | undefined) => void;
  placeholder: string;
  label: string;
  buttonText?: string;
  className?: string;
}

/** The search box of a list page (product list, collection, shop products): one set of rules for all. */
export function ListSearch({ value, onSearch, placeholder, label, buttonText = 'Tìm', className }: Props) {
  return (
    <Search
      // remounting on a new URL value resets what was typed to it
      key={value ?? ''}
      defaultValue={value}
      placeholder={placeholder}
      aria-label={label}
      allowClear
      enterButton={buttonText}
      maxLength={100}
      onSearch={(q) => onSearch(q.trim() || undefined)}
      className={className}
    />
  );
}
