import { useRef, type KeyboardEvent } from 'react';
import './tab-bar.css';

interface TabBarProps<K extends string> {
  items: readonly { key: K; label: string }[];
  activeKey: K;
  /** called for another tab only, as antd's Tabs does */
  onChange: (key: K) => void;
  /** what the tabs choose between, for screen readers */
  label: string;
  className?: string;
}

/**
 * A row of tabs that switches the view of the list below it (the list is the panel: the tabs have
 * none of their own), drawn like antd's Tabs. Plain buttons and CSS because antd's Tabs measures
 * every tab once it has rendered: on a phone's first load of `/auction` that was a forced layout of
 * the whole page and a second render inside one task (issue 13). Arrow keys, Home and End move
 * between the tabs, as in antd and the WAI-ARIA tabs pattern; the chosen tab is the one Tab reaches.
 */
export function TabBar<K extends string>({ items, activeKey, onChange, label, className }: TabBarProps<K>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (key: K) => {
    if (key !== activeKey) onChange(key);
  };
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? i === last
          ? 0
          : i + 1
        : e.key === 'ArrowLeft'
          ? i === 0
            ? last
            : i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    buttons.current[next]?.focus();
    choose(items[next]!.key);
  };
  return (
    <div role="tablist" aria-label={label} className={className ? `cg-tab-bar ${className}` : 'cg-tab-bar'}>
      {items.map((t, i) => {
        const active = t.key === activeKey;
        return (
          <button
            key={t.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={active ? 'cg-tab-bar__tab is-active' : 'cg-tab-bar__tab'}
            onClick={() => choose(t.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
