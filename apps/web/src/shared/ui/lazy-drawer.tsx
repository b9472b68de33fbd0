import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import './lazy-drawer.css';

/**
 * A drawer a phone opens on a tap (a list's filters, issue 13): antd's Drawer and what it holds load
 * on the first tap, not with the page.
 */
export const loadDrawer = () => import('antd/es/drawer');
export const LazyDrawer = lazy(loadDrawer);

/**
 * The drawer's state. The first `show()` waits for `load` (the drawer's code and its content's) with
 * `loading` true for the button to spin; once opened the drawer stays mounted (`used`), so it can
 * animate closed and open again at once.
 */
export function useLazyDrawer(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [loading, setLoading] = useState(false);
  const show = () => {
    if (used) return setOpen(true);
    setLoading(true);
    void load()
      .catch(() => undefined) // the lazy components meet the same failure and show it
      .finally(() => {
        setLoading(false);
        setUsed(true);
        setOpen(true);
      });
  };
  return { open, used, loading, show, hide: () => setOpen(false) };
}

/**
 * A list's filters in the drawer "Bộ lọc" (`/product`, `/auction` on a phone): mounted from its first
 * opening, with "Xóa bộ lọc" and "Xem kết quả" (which closes it) at the foot.
 */
export function FilterDrawer({
  drawer,
  onClear,
  canClear,
  children,
}: {
  drawer: ReturnType<typeof useLazyDrawer>;
  onClear: () => void;
  canClear: boolean;
  children: ReactNode;
}) {
  if (!drawer.used) return null;
  return (
    <Suspense fallback={null}>
      <LazyDrawer
        title="Bộ lọc"
        placement="left"
        open={drawer.open}
        onClose={drawer.hide}
        size={320}
        closable={{ 'aria-label': 'Đóng bộ lọc' }}
        footer={
          <div className="cg-filter-drawer__footer">
            <Button onClick={onClear} disabled={!canClear}>
              Xóa bộ lọc
            </Button>
            <Button type="primary" onClick={drawer.hide}>
              Xem kết quả
            </Button>
          </div>
        }
      >
        {children}
      </LazyDrawer>
    </Suspense>
  );
}
