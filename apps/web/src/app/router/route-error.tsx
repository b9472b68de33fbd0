import { Component, type ErrorInfo, type ReactNode } from 'react';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import '@/shared/ui/page.css';

/**
 * A page that crashed or whose code could not be downloaded (typically an old tab after a new
 * release). Reloading fetches the current version. Kept plain: it ships with the first bundle.
 */
export function RouteError() {
  usePageTitle('Đã có lỗi xảy ra');
  return (
    <main className="cg-route-error" role="alert">
      <h1 className="cg-page-heading__title">Đã có lỗi xảy ra</h1>
      <p className="cg-page-heading__desc">Trang không thể hiển thị. Vui lòng tải lại trang; nếu lỗi vẫn còn, hãy thử lại sau ít phút.</p>
      <div className="cg-route-error__actions">
        <button type="button" className="cg-button cg-button--primary" onClick={() => window.location.reload()}>
          Tải lại trang
        </button>
        <a className="cg-button" href="/">
          Về trang chủ
        </a>
      </div>
    </main>
  );
}

type BoundaryProps = { children: ReactNode; /** the address: going elsewhere gives the new page its chance */ page: string };
type BoundaryState = { failedOn: string | null };

/** Shows `RouteError` in place of a page that threw while rendering, until the reader goes to another page. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedOn: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    // the page is filled in by componentDidCatch's caller below: getDerivedStateFromError has no props
    return { failedOn: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedOn === '') return { failedOn: props.page };
    if (state.failedOn !== null && state.failedOn !== props.page) return { failedOn: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Lỗi khi hiển thị trang', error, info.componentStack);
  }

  override render() {
    return this.state.failedOn === null ? this.props.children : <RouteError />;
  }
}
