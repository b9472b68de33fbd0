import { Link } from 'react-router';
import { Empty, List, Skeleton, Tag } from 'antd';
import { LoadError } from '@/shared/ui/load-error';
import { DateTime } from '@/shared/ui/date-time';
import { useMyExchangePostsQuery } from '../exchange-board-api';
import { myPostPath } from '../my-posts-logic';

/** "Đề nghị đã nhận": my open posts with their waiting offers, each leading to its comparison on my posts page. */
export function ReceivedOffers() {
  const { data, isLoading, isFetching, isError, error, refetch } = useMyExchangePostsQuery({ page: 1, page_size: 100, status: 'open' });
  if (isLoading)
    return (
      <div role="status" aria-label="Đang tải bài đăng">
        <Skeleton active />
      </div>
    );
  if (isError)
    return (
      <LoadError
        message="Không tải được đề nghị đã nhận"
        description={(error as { message?: string } | undefined)?.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (!data?.items.length)
    return (
      <Empty description="Bạn không có bài đăng nào đang mở">
        <Link to="/exchange/my-post">Bài đăng của tôi</Link>
      </Empty>
    );
  return (
    <List
      aria-label="Bài đăng đang mở và đề nghị nhận được"
      dataSource={data.items}
      renderItem={(p) => (
        <List.Item
          actions={[
            <Link key="go" to={myPostPath(p.id)}>
              {p.offer_count ? 'So sánh và trả lời' : 'Xem bài đăng'}
            </Link>,
          ]}
        >
          <List.Item.Meta
            title={p.content.length > 90 ? `${p.content.slice(0, 90)}…` : p.content}
            description={
              <span>
                <Tag color={p.offer_count ? 'processing' : undefined}>{p.offer_count} đề nghị đang chờ</Tag>
                Đăng lúc <DateTime value={p.created_at} />
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
