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
import { cleanup, configure } from '@testing-library/react';
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
// antd's static messages and toasts (shared/ui/app-feedback.tsx, toast.ts) live in a React root of their
// own, which cleanup() does not unmount: a message shown near a file's end closed on its timer after
// jsdom was gone, with the same unhandled error. Close them, and let React finish, before the file ends.
afterAll(async () => {
  if (!document.querySelector('.ant-message, .ant-notification')) return;
  const [{ default: message }, { default: notification }] = await Promise.all([import('antd/es/message'), import('antd/es/notification')]);
  message.destroy();
  notification.destroy();
  for (let turn = 0; turn < 100 && document.querySelector('.ant-message-notice, .ant-notification-notice'); turn++) await schedulerTurn();
  await schedulerTurn();
  await schedulerTurn();
});

// findBy…/waitFor wait for a condition; the default 1 s gives up too early on a busy CI machine
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out and cannot scroll (it reports "Not implemented"); the app frame's scroll
// restoration is checked in the browser (e2e/specs/scroll-memory.spec.ts)
window.scrollTo = () => {};
