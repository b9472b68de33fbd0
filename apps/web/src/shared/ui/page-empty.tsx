import { lazy, Suspense, type ReactNode } from 'react';
import type { EmptyProps } from 'antd';

// antd's Empty with its small illustration: the storefront shows it only when a list has nothing
// (its own module, apart from PageResult: the home page, the tightest budget, needs only this one)
const SimpleEmpty = lazy(() =>
  import('antd/es/empty').then(({ default: Empty }) => ({
    default: (props: EmptyProps) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} {...props} />,
  })),
);

/**
 * antd's `Empty` (the simple illustration), loaded on first use: an empty list is the rare case of a
 * storefront page, so its code is not on the cold load. The description shows at once in its place.
 */
export function PageEmpty({ description, children, className }: { description: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <Suspense
      fallback={
        <div className={className} style={{ padding: 24, textAlign: 'center', color: '#5b6478' }}>
          {description}
        </div>
      }
    >
      <SimpleEmpty description={description} className={className}>
        {children}
      </SimpleEmpty>
    </Suspense>
  );
}
