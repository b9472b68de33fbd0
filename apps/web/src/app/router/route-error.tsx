import { useRouteError } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import '@/shared/ui/page.css';

/**
 * A page that crashed or whose code could not be downloaded (typically an old tab after a new
 * release). Reloading fetches the current version. Kept plain: it ships with the first bundle.
 */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Đã có lỗi xảy ra');
  console.error('Lỗi khi hiển thị trang', error);
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
