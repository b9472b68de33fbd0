import { Avatar } from '@/shared/ui/avatar';
import { ShopOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { KIT_CONDITION_LABELS, KIT_SCALE_LABELS, type KitCondition, type KitScale } from '@cho-gundam/contracts/core';
import type { AuctionDetail } from '@cho-gundam/contracts';
import './auction-detail.css';
import './auction-about.css';

/** The seller: the shop's avatar and name, and a link to its page. */
export function AuctionSellerCard({ seller }: { seller: AuctionDetail['seller'] }) {
  const name = seller.shop_name ?? 'Người bán';
  return (
    <section className="cg-auction-card cg-auction-seller" aria-label="Người bán">
      <Avatar size={44} src={seller.avatar_url ?? undefined} icon={seller.avatar_url ? undefined : <ShopOutlined />} alt="" />
      <div className="cg-auction-seller__text">
        <span className="cg-auction-seller__label">Người bán</span>
        <strong className="cg-auction-seller__name">{name}</strong>
      </div>
      {seller.shop_slug ? (
        <Link to={`/shops/${seller.shop_slug}`} className="cg-auction-seller__link">
          Xem shop
        </Link>
      ) : null}
    </section>
  );
}

/** "Thông tin mô hình": grade, scale, condition, series and the seller's description. */
export function AuctionKitInfo({ kit, description }: { kit: AuctionDetail['kit']; description: string }) {
  const rows: [string, string][] = [
    ['Phân khúc', kit.grade_name ? `${kit.grade_name} (${kit.grade_code})` : kit.grade_code],
    ['Tỉ lệ', KIT_SCALE_LABELS[kit.scale as KitScale] ?? kit.scale],
    ['Tình trạng', KIT_CONDITION_LABELS[kit.condition as KitCondition] ?? kit.condition],
    ['Dòng phim', kit.series || '—'],
  ];
  return (
    <section className="cg-auction-card" aria-labelledby="auction-kit-title">
      <h2 id="auction-kit-title" className="cg-auction-card__title">
        Thông tin mô hình
      </h2>
      <dl className="cg-auction-specs">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {description.trim() ? (
        <p className="cg-auction-description">{description}</p>
      ) : (
        <p className="cg-auction-card__note">Người bán chưa viết mô tả cho mô hình này.</p>
      )}
    </section>
  );
}
