import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A link drawn as antd's Button (`<a class="ant-btn" href>`) that moves inside the app on a plain
 * click, as a router Link does; a Ctrl-, Shift- or middle-click opens it in a new tab. A Link wrapped
 * around a Button was a button inside a link: invalid HTML, two stops for the Tab key, and a screen
 * reader heard "link, button".
 */
export function ButtonLink({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...props} href={href} onClick={(e) => follow(e as MouseEvent<HTMLAnchorElement>)} />;
}
