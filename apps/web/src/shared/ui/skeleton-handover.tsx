import { memo, useEffect, useState, type ReactNode } from 'react';
import { afterNextFrame } from '@/shared/lib/after-next-frame';

/**
 * A loading skeleton that leaves in two steps when its content arrives: the content's commit only
 * hides it (`display: none`), and it is removed from the page after the next frame has been drawn.
 *
 * Why (issue 13): a node removed by script takes its layout boxes down inside that script's task, and
 * with DevTools' invalidation tracking on, as in Lighthouse, each box taken down records the script's
 * stack: 0.5 ms a box on this machine. A page of card skeletons is 50–200 boxes, which made the commit
 * that swapped them for the cards the longest task of the load (100–150 ms, four times that at a
 * phone's speed). Hidden, the boxes go in the browser's own style pass after the script; removed
 * later, the hidden nodes have no boxes left to take down. The reader sees the same thing: the skeleton
 * goes the moment the content comes.
 *
 * While loading the wrapper has `display: contents`: the skeleton lays out as the wrapper's parent's
 * own children (a grid's cells stay the grid's). Once hidden the skeleton is left as it was drawn, even
 * if the caller now describes another one (a grid's count of skeleton cards defaults otherwise when it
 * has its cards): a changed skeleton would have its extra nodes removed by script after all.
 */
export function SkeletonHandover({ loading, skeleton, children }: { loading: boolean; skeleton: ReactNode; children?: ReactNode }) {
  const [lingering, setLingering] = useState(loading);
  if (loading && !lingering) setLingering(true);
  useEffect(() => {
    if (loading || !lingering) return;
    return afterNextFrame(() => setLingering(false));
  }, [loading, lingering]);
  return (
    <>
      {lingering ? (
        <div key="skeleton" style={{ display: loading ? 'contents' : 'none' }}>
          <AsDrawn live={loading}>{skeleton}</AsDrawn>
        </div>
      ) : null}
      {loading ? null : children}
    </>
  );
}

/** Redraws its children while `live`; after that it keeps what it drew last. */
const AsDrawn = memo(
  function AsDrawn({ children }: { live: boolean; children: ReactNode }) {
    return <>{children}</>;
  },
  (_before, now) => !now.live,
);
