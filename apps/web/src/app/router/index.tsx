import { useRoutes } from 'react-router';
import { routes } from './routes';

/**
 * The route table, rendered under main.tsx's `<BrowserRouter>`. Declarative mode, not a data router
 * (`createBrowserRouter`): no page uses loaders, actions or fetchers, and the data router's code was
 * 18 KB gzip of every page's first load (issue 13). Scroll restoration and the error page, the two
 * things it gave us, are `scroll-memory.tsx` and `route-error.tsx`.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
