import { lazy, Suspense } from 'react';
import type { AlertProps } from 'antd';
import { classNames } from '@/shared/lib/class-names';
import './note-alert.css';

const Alert = lazy(() => import('antd/es/alert'));

/**
 * antd's Alert, loaded the first time one is shown: on the pages a phone opens cold (a kit, an
 * auction) a note is the rare case (the viewer's own kit, an auction that ended, being outbid, a block
 * that failed to load: LoadError), so antd's Alert (~2.7 KB gzip) is not on their first load (issue 13).
 * Until its code arrives, the title, description and action (a "Thử lại") show at once in a box of the
 * same padding and colours, with the same role.
 */
export function NoteAlert(props: AlertProps) {
  const { title, description, role, action, className, type = 'info' } = props;
  return (
    <Suspense
      fallback={
        <div
          className={classNames('cg-note-alert', `cg-note-alert--${type}`, !!description && 'cg-note-alert--described', className)}
          role={role}
        >
          <div className="cg-note-alert__content">
            <div className="cg-note-alert__title">{title}</div>
            {description ? <div>{description}</div> : null}
          </div>
          {action ? <div className="cg-note-alert__action">{action}</div> : null}
        </div>
      }
    >
      <Alert {...props} />
    </Suspense>
  );
}
