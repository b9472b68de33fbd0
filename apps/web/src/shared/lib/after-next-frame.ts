/**
 * Runs `callback` after the next frame has been drawn: a timer set from a frame callback runs after
 * that frame's style pass. Used to remove a node that was hidden first (shared/ui/skeleton-handover.tsx,
 * app/first-screen-preview.ts), so its layout boxes go in the browser's style pass and not inside a
 * script's task (issue 13). A tab in the background draws no frame: the callback waits until it does.
 * Returns a function that cancels it.
 */
export function afterNextFrame(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
