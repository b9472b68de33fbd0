import { Skeleton } from 'antd';
import { Avatar } from '@/shared/ui/avatar';
import { ShopOutlined } from '@ant-design/icons';
import type { PublicShop } from '@cho-gundam/contracts';
import { formatDate, formatNumber } from '@/shared/lib/format';
import './shop-header.css';

/** The public shop page's header: who sells, since when, how much, and how well rated. */
export function ShopHeader({ shop }: { shop: PublicShop }) {
  return (
    <header className="cg-shop-header">
      <Avatar
        size={80}
        src={shop.owner.avatar_url ?? undefined}
        icon={shop.owner.avatar_url ? undefined : <ShopOutlined />}
        alt=""
        className="cg-shop-header__avatar"
      />
      <div className="cg-shop-header__text">
        <h1 className="cg-shop-header__name">{shop.name}</h1>
        <p className="cg-shop-header__owner">Chủ shop: {shop.owner.full_name}</p>
        {shop.description ? <p className="cg-shop-header__desc">{shop.description}</p> : null}
        <ul className="cg-shop-header__stats">
          <li>
            <span>Tham gia từ</span> <strong>{formatDate(shop.joined_at)}</strong>
          </li>
          <li>
            <span>Đang bán</span> <strong>{formatNumber(shop.published_count)} sản phẩm</strong>
          </li>
          <li>
            <span>Đánh giá</span> {/* ratings come with orders; until then say so instead of a made-up score */}
            <strong>{shop.rating === null ? 'Chưa có đánh giá' : `${formatNumber(shop.rating, 1)} / 5`}</strong>
          </li>
        </ul>
      </div>
    </header>
  );
}

/**
 * The header's place while the shop loads: the same box and height, so the products below do not
 * jump down when it arrives (issue 13: a 0.17 layout shift on a phone).
 */
export function ShopHeaderSkeleton() {
  return (
    <div className="cg-shop-header cg-shop-header--loading" aria-busy="true" aria-label="Đang tải thông tin shop">
      <Skeleton active avatar={{ size: 80 }} paragraph={{ rows: 3 }} />
    </div>
  );
}
