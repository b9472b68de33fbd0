import { Image } from 'antd';
import type { ExchangePost } from '@cho-gundam/contracts';
import './board.css';

/**
 * Photos of a post, each opening full size: the board's drawer and an opened post of mine (its own file,
 * so my posts' panel does not bring the drawer and its RTK Query read with it).
 */
export function PostPhotos({ post, size = 120 }: { post: Pick<ExchangePost, 'photos'>; size?: number }) {
  if (!post.photos.length) return null;
  return (
    <div className="cg-board-photos">
      <Image.PreviewGroup>
        {post.photos.map((p, i) => (
          <Image key={p.full} src={p.card} preview={{ src: p.full }} width={size} height={size} alt={`Ảnh ${i + 1} của bài đăng`} />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
