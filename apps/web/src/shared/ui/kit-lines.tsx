import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KitThumb } from './kit-thumb';
import { MoneyText } from './money-text';
import './kit-lines.css';

/** The kits of an order or of a checkout, one line each (see `KitLine`). */
export function KitLines({ children }: { children: ReactNode }) {
  return <ul className="cg-kit-lines">{children}</ul>;
}

interface KitLineProps {
  image: string | null | undefined;
  name: string;
  /** the kit's page, when the line links to it */
  href?: string | null;
  /** under the name: grade and scale, a "no longer for sale" tag… */
  details: ReactNode;
  price: number | null;
  /** greyed out: the kit can no longer be bought */
  faded?: boolean;
}

/** One kit: thumbnail, name (a link to its page when given), details under it, and its price. */
export function KitLine({ image, name, href, details, price, faded = false }: KitLineProps) {
  return (
    <li className={faded ? 'cg-kit-lines__row is-faded' : 'cg-kit-lines__row'}>
      <KitThumb src={image} />
      <div className="cg-kit-lines__info">
        {href ? <Link to={href}>{name}</Link> : <span>{name}</span>}
        {details}
      </div>
      <MoneyText value={price} />
    </li>
  );
}
