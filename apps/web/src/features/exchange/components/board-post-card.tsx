import { MessageOutlined, UserOutlined } from '@ant-design/icons';
import type { ExchangePost } from '@cho-gundam/contracts';
import { formatDate } from '@/shared/lib/format';
import { postAge } from '../board-filters';
import { Label } from '@/shared/ui/tag';
import { KitFacts } from './board-kits';

/** One open post of the board: its first photo, text, kits, poster, live offers and age. */
export function BoardPostCard({ post, now, onOpen }: { post: ExchangePost; now: number; onOpen: (id: string) => void }) {
  const photo = post.photos[0];
  return (
    // a plain card (no antd Card, Avatar): the board's cold load stays light; the link below is the keyboard's way in
    <article className="cg-board-card" aria-label={`Bài đăng của ${post.poster.full_name}`} onClick={() => onOpen(post.id)}>
      {photo ? (
        <img src={photo.card} alt="" className="cg-board-card__photo" loading="lazy" />
      ) : (
        <div className="cg-board-card__photo cg-board-card__photo--empty" />
      )}
      <div className="cg-board-card__body">
        <div className="cg-board-card__meta">
          <span>
            {post.poster.avatar_url ? (
              <img src={post.poster.avatar_url} alt="" width={22} height={22} className="cg-board-card__avatar" />
            ) : (
              <UserOutlined aria-hidden="true" />
            )}{' '}
            {post.poster.full_name}
          </span>
          <time dateTime={post.created_at}>{postAge(post.created_at, now, formatDate)}</time>
        </div>
        <p className="cg-board-card__text">{post.content}</p>
        <ul className="cg-board-kits" aria-label="Mô hình muốn đổi">
          {post.kits.slice(0, 3).map((k) => (
            <li key={k.id} className="cg-board-kit__info">
              <span className="cg-board-kit__name">{k.name}</span>
              <KitFacts kit={k} />
            </li>
          ))}
          {post.kits.length > 3 ? <li className="cg-board-muted">và {post.kits.length - 3} mô hình khác</li> : null}
        </ul>
        <div className="cg-board-card__meta" style={{ marginTop: 8 }}>
          <Label icon={<MessageOutlined />}>{post.offer_count} đề nghị</Label>
          <a
            href={`?post=${post.id}`}
            onClick={(e) => {
              e.preventDefault();
              e.stopPropagation();
              onOpen(post.id);
            }}
          >
            Xem chi tiết
          </a>
        </div>
      </div>
    </article>
  );
}
