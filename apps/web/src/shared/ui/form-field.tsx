import type { ReactNode } from 'react';
import './form-field.css';

/**
 * A labelled field drawn as antd's vertical `Form.Item`: the label above, the control, and the
 * problem under it in red, in the room the item's bottom margin held (so a message appearing moves
 * nothing below it). For a form small enough to keep its own values (sign-in): antd's Form brings its
 * store, its rule engine and the label's tooltip (~45 KB gzip) to the page's first load (issue 13).
 * The control takes `fieldControlProps(id, error)`: its id, antd's error status and the ARIA links.
 */
export function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'cg-field cg-field--with-help' : 'cg-field'}>
      <div className="cg-field__label">
        <label htmlFor={id}>{label}</label>
      </div>
      {children}
      {error ? (
        <div className="cg-field__help" id={helpId(id)} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

const helpId = (id: string) => `${id}-help`;

/** What a field's antd control carries: its id, and its problem as antd's red status and for screen readers. */
export const fieldControlProps = (id: string, error?: string) => ({
  id,
  status: error ? ('error' as const) : undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? helpId(id) : undefined,
});
