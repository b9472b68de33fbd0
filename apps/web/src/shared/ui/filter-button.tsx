import { FilterOutlined } from '@ant-design/icons';
import { PlainButton } from './plain-button';
import './filter-button.css';

/**
 * "Bộ lọc" on a phone (the product list, the auctions): opens the list's filters in a drawer, with the
 * number of filters in use beside its text and in its name ("Bộ lọc, 2 đang dùng"). A plain count, not
 * antd's Badge, whose scrolling digits are a 3.4 KB gzip file on the list's first load (issue 13); our
 * own button (plain-button.tsx), so the list's first screen need not bring antd's Button for it.
 */
export function FilterButton({ count, onClick, loading }: { count: number; onClick: () => void; loading?: boolean }) {
  return (
    <PlainButton
      icon={<FilterOutlined />}
      onClick={onClick}
      loading={loading}
      aria-label={count > 0 ? `Bộ lọc, ${count} đang dùng` : 'Bộ lọc'}
    >
      Bộ lọc
      {count > 0 ? (
        <span className="cg-filter-button__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </PlainButton>
  );
}
