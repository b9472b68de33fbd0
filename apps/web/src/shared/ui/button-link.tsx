import { useHref, useLinkClickHandler } from 'react-router';
import { usePlainButtonLook, type PlainButtonLook } from './plain-button';

/**
 * A link drawn as antd's Button (PlainButton's look on an `<a href>`, without antd's Button code)
 * that moves inside the app on a plain click, as a router Link does; a Ctrl-, Shift- or middle-click
 * opens it in a new tab. A Link wrapped around a Button was a button inside a link: invalid HTML, two
 * stops for the Tab key, and a screen reader heard "link, button".
 */
export function ButtonLink({ to, ...look }: Omit<PlainButtonLook, 'loading'> & { to: string }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  const { className, content } = usePlainButtonLook(look);
  return (
    <a href={href} className={className} onClick={follow}>
      {content}
    </a>
  );
}
