import './page-loader.css';

/**
 * The full-screen wait message of the seed ('Vui lòng chờ...'): shown on every route change and while
 * a page's code loads. Pure CSS so it can show before antd's styles are ready.
 */
export function PageLoader() {
  return (
    <div className="cg-page-loader" role="status" aria-live="polite" data-testid="page-loader">
      <span className="cg-page-loader__spinner" aria-hidden="true" />
      <span className="cg-page-loader__text">Vui lòng chờ...</span>
    </div>
  );
}
