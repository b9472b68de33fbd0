import { lazy, Suspense } from 'react';
import type { PaginationProps } from 'antd';
import { WhenVisible } from './when-visible';

// antd's Pagination brings antd's Select with it (its page-size changer, even when hidden): 30 KB gzip
// that the public lists' first load does not need, since their pages' numbers sit under a full page of
// cards, below the fold (issue 13). It loads as the reader scrolls near it.
const Pagination = lazy(() => import('antd/es/pagination'));

/**
 * antd's `Pagination` for a list's foot, loaded when it comes near the screen. Until then (and while
 * its code arrives) a block of its height stands in, so nothing below it moves.
 */
export function ListPagination(props: PaginationProps) {
  // antd would draw nothing: no stand-in either, or the space it held would close under the reader
  if (props.hideOnSinglePage && (props.total ?? 0) <= (props.pageSize ?? 10)) return null;
  const height = props.size === 'small' ? 24 : 32;
  const standIn = <div aria-hidden="true" className={props.className} style={{ height }} />;
  return (
    <WhenVisible margin="400px" height={height} className={props.className}>
      <Suspense fallback={standIn}>
        <Pagination {...props} />
      </Suspense>
    </WhenVisible>
  );
}
