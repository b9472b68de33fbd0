import { cloneElement, Suspense, useRef, useState, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';

type TriggerProps = { onClick?: (e: MouseEvent<HTMLElement>) => void; ref?: Ref<HTMLElement>; 'aria-expanded'?: boolean };

/**
 * A button whose popup (antd's Dropdown, Popover, Popconfirm) loads on its first click (issue 13).
 * Those popups bring antd's popup engine (`@rc-component/trigger`, portal, motion) and, for a menu,
 * antd's Menu: 15–35 KB gzip that every signed-in page used to download for a menu nobody had opened.
 *
 * Until the first click, `trigger` renders alone. The click mounts `popup(trigger)`, a lazily loaded
 * component that wraps the trigger in its antd popup and starts open; while its code downloads, the
 * trigger stays as it is. A keyboard press (Enter, Space) keeps the focus on the button, which React
 * draws anew inside the popup.
 */
export function OpenOnFirstClick({
  trigger,
  popup,
}: {
  trigger: ReactElement<TriggerProps>;
  popup: (trigger: ReactElement<TriggerProps>) => ReactNode;
}) {
  const [armed, setArmed] = useState(false);
  const hadFocus = useRef(false);
  const keepFocus = (node: HTMLElement | null) => {
    if (node && hadFocus.current && document.activeElement !== node) node.focus();
  };
  const own = trigger.props.onClick;
  if (!armed) {
    return cloneElement(trigger, {
      onClick: (e: MouseEvent<HTMLElement>) => {
        own?.(e);
        hadFocus.current = document.activeElement === e.currentTarget;
        setArmed(true);
      },
    });
  }
  return (
    <Suspense fallback={cloneElement(trigger, { ref: keepFocus })}>
      {popup(
        cloneElement(trigger, {
          ref: (node: HTMLElement | null) => {
            keepFocus(node);
            if (node) hadFocus.current = false;
          },
        }),
      )}
    </Suspense>
  );
}
