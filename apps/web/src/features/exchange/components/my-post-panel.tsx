import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { ExchangePost } from '@cho-gundam/contracts';
import type { ApiError } from '@/shared/api/base-api';
import { apiError } from '@/shared/lib/form-helpers';
import { useMyPostCommands } from '../my-posts-data';
import { BoardKitList } from './board-kits';
import { BoardRefusal } from './board-refusal';
import { MyPostOffers } from './my-posts-offers';
import { PostPhotos } from './post-photos';
import './board.css';

/**
 * One of my posts, opened (my-posts-view.tsx loads it with the first post opened, issue 13): its text,
 * photos, kits, while open "Sửa" and "Đóng bài đăng", and the offers it received.
 */
export default function MyPostPanel({ post, onEdit }: { post: ExchangePost; onEdit: () => void }) {
  const { closePost } = useMyPostCommands();
  const [closing, setClosing] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const onClose = async () => {
    setRefusal(null);
    setClosing(true);
    try {
      await closePost(post.id);
    } catch (err) {
      setRefusal(apiError(err));
    } finally {
      setClosing(false);
    }
  };
  return (
    <div>
      <p style={{ whiteSpace: 'pre-line' }}>{post.content}</p>
      <PostPhotos post={post} size={96} />
      <section className="cg-board-section">
        <h3>Mô hình muốn đổi</h3>
        <BoardKitList kits={post.kits} label="Mô hình của bài đăng" />
      </section>
      {post.status === 'open' ? (
        <div className="cg-board-actions">
          <Button icon={<EditOutlined />} onClick={onEdit}>
            Sửa bài đăng
          </Button>
          <Popconfirm
            title="Đóng bài đăng này?"
            description="Mô hình của bạn và của các đề nghị đang chờ được trả về bộ sưu tập."
            okText="Đóng bài đăng"
            cancelText="Hủy"
            onConfirm={() => void onClose()}
          >
            <Button danger loading={closing}>
              Đóng bài đăng
            </Button>
          </Popconfirm>
        </div>
      ) : null}
      <BoardRefusal error={refusal} />
      <section className="cg-board-section">
        <h3>Đề nghị nhận được</h3>
        <MyPostOffers postId={post.id} postOpen={post.status === 'open'} />
      </section>
    </div>
  );
}
