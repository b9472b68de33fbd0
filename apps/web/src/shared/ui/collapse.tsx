import type { KeyboardEvent, ReactNode } from 'react';
import { RightOutlined } from '@ant-design/icons';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './collapse.css';

export interface CollapseItem {
  key: string;
  /** the header's text */
  label: ReactNode;
  /** beside the header, at its end (a count, a date) */
  extra?: ReactNode;
  /** the panel's content, drawn only while it is open */
  children: ReactNode;
}

/**
 * antd's accordion `Collapse` (one panel open at a time, bordered, its arrow turning as the panel opens)
 * drawn from antd's rules and theme variables (collapse.css), with the same roles (a tablist of tabs,
 * each open panel a tabpanel). antd's Collapse brings its motion engine and the panels' kept state
 * (issue 13: my exchange posts' first screen). Unlike antd's, a closed panel is not kept in the page
 * and does not slide: it opens and closes at once.
 */
export function Collapse({
  items,
  activeKey,
  onChange,
  className,
}: {
  items: readonly CollapseItem[];
  /** the open panel, or null */
  activeKey: string | null;
  /** a header clicked (or Enter on it): its key to open it, null to close the open one */
  onChange: (key: string | null) => void;
  className?: string;
}) {
  const cssVar = useThemeVarClass();
  return (
    <div role="tablist" className={classNames('cg-collapse', cssVar, className)}>
      {items.map((item) => {
        const open = item.key === activeKey;
        const toggle = () => onChange(open ? null : item.key);
        return (
          <div key={item.key} className={classNames('cg-collapse__item', open && 'cg-collapse__item--active')}>
            <div
              role="tab"
              tabIndex={0}
              aria-expanded={open}
              className="cg-collapse__header"
              onClick={toggle}
              onKeyDown={(e: KeyboardEvent) => {
                if (e.key === 'Enter') toggle();
              }}
            >
              <div className="cg-collapse__expand-icon">
                <RightOutlined rotate={open ? 90 : undefined} aria-hidden className="cg-collapse__arrow" />
              </div>
              <span className="cg-collapse__title">{item.label}</span>
              {item.extra !== undefined && item.extra !== null ? <div className="cg-collapse__extra">{item.extra}</div> : null}
            </div>
            {open ? (
              <div role="tabpanel" className="cg-collapse__panel">
                <div className="cg-collapse__body">{item.children}</div>
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
