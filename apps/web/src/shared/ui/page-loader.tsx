import './page-loader.css';

/**
 * The full-screen wait message of the seed ('Vui lòng chờ...'): shown on every route change and while
 * a page's code loads. Pure CSS so it can show before antd's styles are ready.
 */
export function PageLoader({ routeChange = false }: { routeChange?: boolean }) {
  // the route change's loader hides a page's own loader drawn at the same time (page-loader.css)
  return (
    <div
      className={routeChange ? 'cg-page-loader cg-page-loader--route' : 'cg-page-loader'}
      role="status"
      aria-live="polite"
      data-testid="page-loader"
    >
      <span className="cg-page-loader__spinner" aria-hidden="true" />
      <span className="cg-page-loader__text">Vui lòng chờ...</span>
    </div>
  );
}
