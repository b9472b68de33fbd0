import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './text-skeleton.css';

/**
 * antd's `<Skeleton active />` without avatar (a title bar and grey lines, shimmering) for a screen's
 * loading state: antd's Skeleton brings its avatar, button, input and image kinds with their styles
 * (~6 KB gzip) to the first load of a page that only shows lines while it reads (issue 13). Same
 * elements as antd's (an h3 and a list: their browser margins give its spacing), same rules and
 * theme variables, and the same widths: the title 38% (or `title.width`), the last of three or more
 * lines 61%.
 */
export function TextSkeleton({
  rows = 3,
  title = true,
  className,
}: {
  rows?: number;
  /** false: lines only; `{ width }`: a title of that width */
  title?: boolean | { width: string };
  className?: string;
}) {
  const cssVar = useThemeVarClass();
  return (
    <div className={classNames('cg-skeleton', cssVar, className)}>
      <div className="cg-skeleton__section">
        {title ? <h3 className="cg-skeleton__title" style={{ width: typeof title === 'object' ? title.width : '38%' }} /> : null}
        <ul className="cg-skeleton__lines">
          {Array.from({ length: rows }, (_, i) => (
            <li key={i} />
          ))}
        </ul>
      </div>
    </div>
  );
}
