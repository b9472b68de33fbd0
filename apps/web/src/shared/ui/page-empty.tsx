import { lazy, Suspense, type ReactNode } from 'react';
import type { EmptyProps } from 'antd';

// antd's Empty with its small illustration (or, for a whole page with nothing, its large one): the
// storefront shows it only when a list has nothing (its own module, apart from PageResult: the home
// page, the tightest budget, needs only this one)
const LazyEmpty = lazy(() =>
  import('antd/es/empty').then(({ default: Empty }) => ({
    default: ({ large, ...props }: EmptyProps & { large?: boolean }) => (
      <Empty image={large ? Empty.PRESENTED_IMAGE_DEFAULT : Empty.PRESENTED_IMAGE_SIMPLE} {...props} />
    ),
  })),
);

/**
 * antd's `Empty` (the simple illustration), loaded on first use: an empty list is the rare case of a
 * storefront page, so its code is not on the cold load. The description shows at once in its place.
 */
export function PageEmpty({
  description,
  children,
  className,
  large,
}: {
  description: ReactNode;
  children?: ReactNode;
  className?: string;
  /** antd's large illustration (a page with nothing on it, like an empty cart) instead of the small one */
  large?: boolean;
}) {
  return (
    <Suspense
      fallback={
        <div className={className} style={{ padding: 24, textAlign: 'center', color: '#5b6478' }}>
          {description}
          {/* the way out (a button) is there at once too */}
          {children ? <div style={{ marginTop: 16 }}>{children}</div> : null}
        </div>
      }
    >
      <LazyEmpty description={description} className={className} large={large}>
        {children}
      </LazyEmpty>
    </Suspense>
  );
}
