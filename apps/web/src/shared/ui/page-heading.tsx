import type { ReactNode } from 'react';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import './page.css';

/** The page's one <h1>, its short purpose, and the browser tab title. */
export function PageHeading({ title, description, extra }: { title: string; description?: ReactNode; extra?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="cg-page-heading">
      <div>
        <h1 className="cg-page-heading__title">{title}</h1>
        {description ? <p className="cg-page-heading__desc">{description}</p> : null}
      </div>
      {extra ? <div className="cg-page-heading__extra">{extra}</div> : null}
    </header>
  );
}
