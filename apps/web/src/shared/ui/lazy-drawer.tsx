import { lazy, Suspense, type ReactNode } from 'react';
import type { LazyDrawerState } from '@/shared/hooks/use-lazy-drawer';
import { PlainButton } from './plain-button';
import './lazy-drawer.css';

/**
 * A drawer a phone opens on a tap (a list's filters, issue 13): antd's Drawer and what it holds load
 * on the first tap, not with the page; its state is shared/hooks/use-lazy-drawer.ts. Its buttons are
 * our own (plain-button.tsx), so the lists' first load does not bring antd's Button for them.
 */
export const loadDrawer = () => import('antd/es/drawer');
export const LazyDrawer = lazy(loadDrawer);

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
  drawer: LazyDrawerState;
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
            <PlainButton onClick={onClear} disabled={!canClear}>
              Xóa bộ lọc
            </PlainButton>
            <PlainButton type="primary" onClick={drawer.hide}>
              Xem kết quả
            </PlainButton>
          </div>
        }
      >
        {children}
      </LazyDrawer>
    </Suspense>
  );
}
