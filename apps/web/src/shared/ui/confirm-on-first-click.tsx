import { lazy, type ComponentProps } from 'react';
import { OpenOnFirstClick } from './open-on-first-click';
import type { ConfirmText } from './open-popconfirm';

// antd's Popconfirm (with its popover and popup engine) loads with the trigger's first click (issue 13)
const OpenPopconfirm = lazy(() => import('./open-popconfirm'));

/**
 * A button that asks before a destructive action (a cart line's "Xóa", a device's "Đăng xuất"): the
 * question is antd's Popconfirm, whose code loads with the button's first click and opens at once
 * (shared/ui/open-on-first-click.tsx).
 */
export function ConfirmOnFirstClick({
  trigger,
  onConfirm,
  ...text
}: ConfirmText & { trigger: ComponentProps<typeof OpenOnFirstClick>['trigger']; onConfirm: () => void }) {
  return (
    <OpenOnFirstClick
      trigger={trigger}
      popup={(button) => (
        <OpenPopconfirm {...text} onConfirm={onConfirm}>
          {button}
        </OpenPopconfirm>
      )}
    />
  );
}
