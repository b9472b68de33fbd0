import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prefillWrittenAntdToken, requestWrittenAntdToken } from './app/antd-style-cache';
import { liftFirstScreenPreview } from './app/first-screen-preview';
import { AppProviders } from './app/providers';
import { quietDecorativeAnimations } from './app/quiet-animations';
import { AppRoutes } from './app/router';
import { appStore } from './app/store';
import { wireSessionEvents } from './features/session';
import { nextTask } from './shared/lib/next-task';

// The start-up below is cut into steps with a new task between each (nextTask), so that a phone runs
// it as several short tasks, answering a tap between them, instead of one long one (issue 13: the
// entry's evaluation, store included, was one 70–130 ms task unthrottled, 300–500 ms at 4×).

// at once: the first screen's preview (app/first-screen-preview.ts) shimmers before the app starts
quietDecorativeAnimations();
// at once too: antd's token as the build wrote it down (app/antd-token.ts), already preloaded by the HTML
const writtenAntdToken = requestWrittenAntdToken();

async function start() {
  // step 1 was the modules' own evaluation
  await nextTask();
  const { store, persistor } = appStore();
  // before the first request: a refreshed token reaches the store, a lost session signs out
  wireSessionEvents(store);
  // the seed's optional token sync (S7.14): its code loads only where a URL is configured
  const tokenSyncUrl =
    document.querySelector<HTMLMetaElement>('meta[name="cg-token-sync"]')?.content || import.meta.env.VITE_TOKEN_SYNC_URL;
  if (tokenSyncUrl) void import('./features/session/token-sync').then(({ watchTokenSync }) => watchTokenSync(store, tokenSyncUrl));

  await nextTask();
  // antd's styles for this page's first screen (the build's stylesheet, apps/web/antd-first-screen.ts)
  // arrive linked for print so they never hold the HTML's first paint: they apply from here, before
  // antd draws a component; antd then skips making what they hold (issue 13)
  for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[data-antd-styles]')) sheet.media = 'all';
  const rootElement = document.getElementById('root')!;
  // a public page's HTML may have drawn its first screen: it stays over the app until the page shows it
  liftFirstScreenPreview(rootElement);
  const root = createRoot(rootElement);

  await nextTask();
  // antd's token in its style cache before antd looks for it (issue 13: computing it was one
  // 110–160 ms piece of the first render at a phone's 4× slowdown); without the file, antd computes it
  prefillWrittenAntdToken(await writtenAntdToken);

  await nextTask();
  // the first render is a transition: React renders it in slices and a phone stays responsive to a
  // tap while it does (issue 13: one 400 ms task before); app/persist-gate.tsx does the same for the app
  startTransition(() =>
    root.render(
      <AppProviders store={store} persistor={persistor}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    ),
  );
}
void start();
