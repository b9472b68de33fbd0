import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** The item the pointer or the arrow keys are on, and where the mouse is. */
export interface ActiveItem {
  index: number;
  /** where the mouse is in the drawing (px); `null` when chosen with the keys */
  pointer: { x: number; y: number } | null;
}

/**
 * Which item of a chart is shown in its tooltip: the one under the mouse (`indexAt` turns the
 * pointer's place in the SVG into an item, or `null` outside the plot), or one chosen with the
 * arrow keys, Home and End once the chart has the focus; Escape, leaving and blurring hide it.
 */
export function useActiveItem(count: number, indexAt: (x: number, y: number) => number | null) {
  const [active, setActive] = useState<ActiveItem | null>(null);
  const shown = active && active.index < count ? active : null;
  const onMouseMove = (e: MouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const pointer = { x: e.clientX - box.left, y: e.clientY - box.top };
    const index = indexAt(pointer.x, pointer.y);
    setActive(index === null ? null : { index, pointer });
  };
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    if (count === 0) return;
    const at = shown?.index;
    const next: Record<string, number> = {
      ArrowRight: at === undefined ? 0 : Math.min(count - 1, at + 1),
      ArrowDown: at === undefined ? 0 : Math.min(count - 1, at + 1),
      ArrowLeft: at === undefined ? count - 1 : Math.max(0, at - 1),
      ArrowUp: at === undefined ? count - 1 : Math.max(0, at - 1),
      Home: 0,
      End: count - 1,
    };
    if (e.key === 'Escape') setActive(null);
    else if (e.key in next) {
      e.preventDefault();
      setActive({ index: next[e.key]!, pointer: null });
    }
  };
  const hide = () => setActive(null);
  return { active: shown, handlers: { onMouseMove, onMouseLeave: hide, onKeyDown, onBlur: hide } };
}

type ItemHandlers = ReturnType<typeof useActiveItem>['handlers'];

/**
 * A chart's drawing: an SVG the keys can reach, named by what its keys do (`hint`), answering the
 * mouse and the keys through `useActiveItem`'s handlers. `hint` null: nothing to point at (an empty
 * ring), so it is hidden from screen readers and out of the Tab order.
 */
export function ChartSurface({
  width,
  height,
  hint,
  handlers,
  children,
}: {
  width: number;
  height: number;
  hint: string | null;
  handlers: ItemHandlers;
  children: ReactNode;
}) {
  const reach = hint === null ? { 'aria-hidden': true } : { tabIndex: 0, role: 'img', 'aria-label': hint, ...handlers };
  return (
    <svg className="cg-chart__surface" width={width} height={height} {...reach}>
      {children}
    </svg>
  );
}

export interface TooltipRow {
  name: string;
  value: string;
  color: string;
}

interface TooltipProps {
  /** where it points, px in the drawing; null hides it */
  at: { x: number; y: number } | null;
  title?: string;
  rows: TooltipRow[];
  /** the drawing's size, which the box stays inside */
  width: number;
  height: number;
}

const OFFSET = 10;

/**
 * The box beside the pointer: the item (a day, a category) and each value as "name : value" in
 * its series' colour. It sits right of and below the point, and on the other side where it would
 * leave the drawing. A polite live region, so the values chosen with the keys are read aloud.
 */
export function ChartTooltip({ at, title, rows, width, height }: TooltipProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  // measured after each drawing that points somewhere (the box's size follows its text); an unchanged place is kept
  useLayoutEffect(() => {
    const box = ref.current;
    let next: { left: number; top: number } | null = null;
    if (at && box) {
      const [w, h] = [box.offsetWidth, box.offsetHeight];
      const left = at.x + OFFSET + w > width && at.x - OFFSET - w >= 0 ? at.x - OFFSET - w : at.x + OFFSET;
      const top = at.y + OFFSET + h > height ? Math.max(0, at.y - OFFSET - h) : at.y + OFFSET;
      next = { left, top };
    }
    setPlace((prev) => (prev?.left === next?.left && prev?.top === next?.top ? prev : next));
  }, [at, width, height]);
  let body: ReactNode = null;
  if (at) {
    body = (
      <>
        {title ? <p className="cg-chart-tip__title">{title}</p> : null}
        <ul className="cg-chart-tip__rows">
          {rows.map((r) => (
            <li key={r.name} style={{ color: r.color }}>
              {r.name} : {r.value}
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <div
      ref={ref}
      className="cg-chart-tip"
      role="status"
      style={at && place ? { left: place.left, top: place.top } : { visibility: 'hidden', left: 0, top: 0 }}
    >
      {body}
    </div>
  );
}
