import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { PageHeading } from './page-heading';

interface EmptyPageProps {
  title: string;
  description?: ReactNode;
  /** what this page will list, said plainly: "Chưa có sản phẩm nào được đăng bán" */
  emptyText: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}

/** A page with nothing to show yet: its heading and an honest empty state. */
export function EmptyPage({ title, description, emptyText, action, children }: EmptyPageProps) {
  return (
    <section className="cg-page">
      <PageHeading title={title} description={description} />
      {children}
      <div className="cg-panel">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText}>
          {action}
        </Empty>
      </div>
    </section>
  );
}
