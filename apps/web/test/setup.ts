// antd's Grid and responsive hooks need matchMedia, which jsdom lacks. Like the browser tests, the
// tests ask for reduced motion (app/theme.ts): popups and toasts come and go without animations, so
// none is still running when a test file ends
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's popups and virtual lists measure themselves; jsdom has no ResizeObserver
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// vitest runs without globals, so Testing Library cannot register its own cleanup: unmount here
import { act, cleanup, configure } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach } from 'vitest';
import { forgetHttpResources } from '@/shared/hooks/use-http-resource';
// Unmounting commits, and React queues its passive-effect flush on the scheduler (a setImmediate) even
// when act() has already flushed it. If the file ends first, jsdom's window is gone when that callback
// reads window.event, and vitest reports an unhandled "window is not defined". Let the queue drain here.
const schedulerTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
afterEach(async () => {
  // a NoteAlert still showing its stand-in (shared/ui/note-alert.tsx) is waiting for antd's Alert to
  // load: React draws it when the import resolves, which on a busy machine came after the file ended
  // (the same unhandled error). Let it arrive and be drawn before unmounting.
  if (document.querySelector('.cg-note-alert')) {
    await import('antd/es/alert');
    for (let turn = 0; turn < 20 && document.querySelector('.cg-note-alert'); turn++) await schedulerTurn();
  }
  cleanup();
  // the answers the cold pages keep for a visit (shared/hooks/use-http-resource.ts): each test is a new visit
  forgetHttpResources();
  await schedulerTurn();
  await schedulerTurn();
});
// antd's static messages and toasts (shared/ui/app-feedback.tsx, toast.ts) live in React roots of their
// own, which cleanup() does not unmount. Their timers (a message's duration, the leave motion's frames)
// kept setting state after the test: a file that ended meanwhile saw React's next task run after jsdom
// was gone, an unhandled "window is not defined" (twice in clean-clone runs, after two attempts to wait
// those timers out). Unmounting the roots makes any later setState a no-op, so nothing is left to run.
// @rc-component/util's render() creates each root on a detached DocumentFragment and keeps it there
// under STATIC_ROOT_KEY: record the fragments to find the roots.
const STATIC_ROOT_KEY = '__rc_react_root__';
type StaticHolder = DocumentFragment & { [STATIC_ROOT_KEY]?: Root };
const fragments: StaticHolder[] = [];
const createDocumentFragment = Document.prototype.createDocumentFragment;
Document.prototype.createDocumentFragment = function (this: Document) {
  const fragment = createDocumentFragment.call(this);
  fragments.push(fragment);
  return fragment;
};
afterAll(async () => {
  const roots = fragments.flatMap((fragment) => fragment[STATIC_ROOT_KEY] ?? []);
  // fail loudly if a new @rc-component/util keeps its roots elsewhere: the flake would come back silently
  if (roots.length === 0 && document.querySelector('.ant-message, .ant-notification'))
    throw new Error(`antd's message root was not found under ${STATIC_ROOT_KEY}: see test/setup.ts`);
  await act(async () => {
    for (const root of roots) root.unmount();
  });
  await schedulerTurn();
  await schedulerTurn();
});

// findBy…/waitFor wait for a condition; the default 1 s gives up too early on a busy CI machine
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out and cannot scroll (it reports "Not implemented"); the app frame's scroll
// restoration is checked in the browser (e2e/specs/scroll-memory.spec.ts)
window.scrollTo = () => {};
