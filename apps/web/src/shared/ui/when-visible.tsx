import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once this spot comes near the screen (within `margin`): a section far
 * below the fold then costs the first load neither its code nor its request. The stand-in is an
 * empty block (of `height`, when the section's is known), so nothing moves when the section arrives
 * below what the reader is looking at.
 * Without IntersectionObserver (old browsers, jsdom) the children render at once.
 */
export function WhenVisible({
  children,
  margin = '600px',
  height,
  className,
}: {
  children: ReactNode;
  margin?: string;
  /** the stand-in's height and class, when the section's own are known */
  height?: number;
  className?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !spot.current) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    io.observe(spot.current);
    return () => io.disconnect();
  }, [near, margin]);
  return near ? <>{children}</> : <div ref={spot} aria-hidden="true" className={className} style={height ? { height } : undefined} />;
}
