import { lazy, Suspense } from 'react';
import type { ResultProps } from 'antd';
import { LoadingLine } from './loading-line';

// antd's Result carries its 404/403/500 illustrations in one module (10 KB gzip): loaded only when a
// page has one to show (an error, a hidden item, a payment done), not with every storefront page.
// While it arrives, a plain line of text (no antd Spin, which would be loaded with the page again).
const Result = lazy(() => import('antd/es/result'));

/**
 * antd's `Result`, loaded on first use: for the outcomes and errors of the storefront's pages, whose
 * cold load is budgeted (issue 13).
 */
export function PageResult(props: ResultProps) {
  return (
    <Suspense fallback={<LoadingLine padding={48} />}>
      <Result {...props} />
    </Suspense>
  );
}
