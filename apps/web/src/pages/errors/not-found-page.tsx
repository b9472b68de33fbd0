import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';

/** `/error` and every unknown path (and back-office pages for people who may not see them). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  usePageTitle('Không tìm thấy trang');
  return (
    <Result
      status="404"
      title={<h1 style={{ margin: 0, fontSize: 24 }}>Không tìm thấy trang</h1>}
      subTitle="Trang bạn đang tìm kiếm không tồn tại. Vui lòng quay lại trang chủ hoặc thử lại sau."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Về trang chủ
        </Button>
      }
    />
  );
}
