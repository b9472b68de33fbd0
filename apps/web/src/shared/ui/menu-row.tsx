import type { ReactNode } from 'react';
import './menu-row.css';

/**
 * A menu row's icon and label, as antd's inline Menu lays them out: the row's 40 px box and focus ring
 * (`cg-menu-row`, on the link or button), the 14 px icon hidden from screen readers (a link's name is
 * its label alone) and the label cut with an ellipsis. Shared by the areas' left menu
 * (features/navigation/side-nav.tsx) and the staff menu (app/layouts/back-office-menu.tsx), which
 * add their own colours.
 */
export function MenuRowContent({ icon, label }: { icon?: ReactNode; label: string }) {
  return (
    <>
      {icon ? (
        <span className="cg-menu-row__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="cg-menu-row__label">{label}</span>
    </>
  );
}
