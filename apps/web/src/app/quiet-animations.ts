/**
 * The app's own animations (`@keyframes cg-*`: the shimmer of a loading card, the route loader's
 * spinner) are decoration nobody listens to. React listens at its root for every animation event, so
 * the browser still dispatches each one through the page and React looks for handlers along its path:
 * the 96 shimmering blocks of the home page's loading cards, when they started and each time they
 * looped, took 21–151 ms per load at 4× slowdown (issue 13; 15–26 ms once stopped here, the browser's
 * own dispatch). Stopped at the window, before anything else sees them. antd's animations (a dialog opening, a collapse) are not named `cg-`, and
 * their own listeners still get theirs.
 */
const ANIMATION_EVENTS = ['animationstart', 'animationiteration', 'animationend', 'animationcancel'] as const;

function isDecorativeAnimation(event: Event): boolean {
  const name = (event as Partial<AnimationEvent>).animationName;
  return typeof name === 'string' && name.startsWith('cg-');
}

export function quietDecorativeAnimations(target: Window = window) {
  const stop = (event: Event) => {
    if (isDecorativeAnimation(event)) event.stopImmediatePropagation();
  };
  for (const type of ANIMATION_EVENTS) target.addEventListener(type, stop, { capture: true });
  return () => {
    for (const type of ANIMATION_EVENTS) target.removeEventListener(type, stop, { capture: true });
  };
}
