import type { ReactNode } from 'react';
import { classNames } from '@/shared/lib/class-names';
import './form-field.css';

interface Props {
  /** the control's id, which the label names; without one (a row of text and buttons) the label is text */
  id?: string;
  label: string;
  /** antd's required mark: a red asterisk before the label (the field must be filled) */
  required?: boolean;
  /** the problem, in red under the control */
  error?: string;
  /** a grey hint under the control (and under the problem), as `Form.Item`'s `extra` */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A labelled field drawn as antd's vertical `Form.Item`: the label above, the control, and the
 * problem under it in red, in the room the item's bottom margin held (so a message appearing moves
 * nothing below it). For a form small enough to keep its own values (sign-in, the account page):
 * antd's Form brings its store, its rule engine and the label's tooltip (~45 KB gzip) to the page's
 * first load (issue 13). The control takes `fieldControlProps(id, error, hasExtra)`: its id, antd's
 * error status and the ARIA links.
 */
export function FormField({ id, label, required, error, extra, children }: Props) {
  return (
    <div className={classNames('cg-field', error && 'cg-field--with-help', extra ? 'cg-field--with-extra' : null)}>
      <div className={classNames('cg-field__label', required && 'cg-field__label--required')}>
        {id ? <label htmlFor={id}>{label}</label> : <span>{label}</span>}
      </div>
      {children}
      {error ? (
        <div className="cg-field__help" id={id && helpId(id)} role="alert">
          {error}
        </div>
      ) : null}
      {extra ? (
        <div className="cg-field__extra" id={id && extraId(id)}>
          {extra}
        </div>
      ) : null}
    </div>
  );
}

const helpId = (id: string) => `${id}-help`;
const extraId = (id: string) => `${id}-extra`;

/** What a field's antd control carries: its id, and its problem as antd's red status and for screen readers. */
export const fieldControlProps = (id: string, error?: string, hasExtra = false) => ({
  id,
  status: error ? ('error' as const) : undefined,
  'aria-invalid': error ? true : undefined,
  // a space-separated list of ids, as a class attribute is
  'aria-describedby': classNames(error && helpId(id), hasExtra && extraId(id)) || undefined,
});
