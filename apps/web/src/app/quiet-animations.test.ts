import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quietDecorativeAnimations } from './quiet-animations';

/** An animation event as the browser sends it (jsdom has no AnimationEvent: the name is set by hand). */
function animationEvent(type: string, animationName: string) {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'animationName', { value: animationName });
  return event;
}

/**
 * A shimmering block inside the app's root, with listeners where React's are (the root, in both
 * phases) and where rc-motion's are (the animated element itself).
 */
function page() {
  document.body.innerHTML = '<div id="root"><div class="card"><span class="block"></span></div></div>';
  const seen: string[] = [];
  const note = (where: string) => (e: Event) => seen.push(`${where} ${e.type}:${(e as AnimationEvent).animationName}`);
  const root = document.getElementById('root')!;
  const block = document.querySelector('.block')!;
  for (const type of ['animationstart', 'animationiteration', 'animationend']) {
    root.addEventListener(type, note('root (capture)'), { capture: true });
    root.addEventListener(type, note('root'));
    block.addEventListener(type, note('block'));
  }
  return { block, seen };
}

describe("the app's own animations are dispatched to nobody", () => {
  let unquiet: () => void;
  beforeEach(() => {
    unquiet = quietDecorativeAnimations(window);
  });
  afterEach(() => {
    unquiet();
    document.body.innerHTML = '';
  });

  it("stops a cg- shimmer's events at the window, and lets antd's animations through", () => {
    const { block, seen } = page();

    block.dispatchEvent(animationEvent('animationstart', 'cg-shimmer'));
    block.dispatchEvent(animationEvent('animationiteration', 'cg-shimmer'));
    block.dispatchEvent(animationEvent('animationend', 'cg-spin'));
    expect(seen).toEqual([]);

    // a dialog's or a collapse's animation: rc-motion waits for its end on the element
    block.dispatchEvent(animationEvent('animationend', 'css-var-r1-antZoomIn'));
    expect(seen).toEqual([
      'root (capture) animationend:css-var-r1-antZoomIn',
      'block animationend:css-var-r1-antZoomIn',
      'root animationend:css-var-r1-antZoomIn',
    ]);
  });

  it('lets every animation through again once undone', () => {
    unquiet();
    const { block, seen } = page();
    block.dispatchEvent(animationEvent('animationstart', 'cg-shimmer'));
    expect(seen).toEqual(['root (capture) animationstart:cg-shimmer', 'block animationstart:cg-shimmer', 'root animationstart:cg-shimmer']);
  });
});
