import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { store } from './app/store';
import { wireSessionEvents } from './features/session';

// before the first request: a refreshed token reaches the store, a lost session signs out
wireSessionEvents(store);

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>,
);
