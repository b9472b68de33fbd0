import type { ReactNode } from 'react';
import { Avatar } from '@/shared/ui/avatar';
import { CameraOutlined, CustomerServiceOutlined, SafetyCertificateOutlined, ShopOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { StorefrontKitDetail } from '@cho-gundam/contracts';
import { KIT_SCALE_LABELS } from '@cho-gundam/contracts/core';
import { useSettingText } from '@/shared/api/public-settings-api';
import { formatNumber } from '@/shared/lib/format';
import './kit-details.css';

const NONE = '—';
const num = (n: number | null | undefined, unit = '') => (n === null || n === undefined ? NONE : `${formatNumber(n)}${unit}`);

/** "Thông tin chi tiết": every field of the kit, in the original's order and words. */
export function KitSpecs({ kit }: { kit: StorefrontKitDetail }) {
  const rows: [string, ReactNode][] = [
    ['Phân khúc', kit.grade_display_name || kit.grade_name],
    ['Tỉ lệ', KIT_SCALE_LABELS[kit.scale] ?? kit.scale],
    ['Dòng phim', kit.series],
    ['Phiên bản', kit.version || NONE],
    ['Tổng số mảnh', num(kit.parts_total, ' mảnh')],
    ['Chất liệu', kit.material || NONE],
    ['Khối lượng (gam)', num(kit.weight_grams)],
    ['Nhà sản xuất', kit.manufacturer || NONE],
    ['Năm phát hành', kit.release_year ?? NONE],
    [
      'Phụ kiện đi kèm',
      kit.accessories.length === 0 ? (
        'Không có'
      ) : (
        <ul className="cg-specs__accessories">
          {kit.accessories.map((a) => (
            <li key={a.id}>
              {a.name} × {a.quantity}
            </li>
          ))}
        </ul>
      ),
    ],
  ];
  return (
    <section className="cg-detail-card" aria-labelledby="kit-specs">
      <h2 id="kit-specs" className="cg-detail-card__title">
        Thông tin chi tiết
      </h2>
      <dl className="cg-specs">
        {rows.map(([label, value]) => (
          <div key={label} className="cg-specs__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "Mô tả sản phẩm", line breaks kept as the seller typed them. */
export function KitDescription({ text }: { text: string }) {
  return (
    <section className="cg-detail-card" aria-labelledby="kit-description">
      <h2 id="kit-description" className="cg-detail-card__title">
        Mô tả sản phẩm
      </h2>
      {text.trim() ? <p className="cg-description">{text}</p> : <p className="cg-muted">Người bán chưa viết mô tả cho sản phẩm này.</p>}
    </section>
  );
}

/** The seller's shop: avatar, name, and a link to its public page. */
export function ShopCard({ shop }: { shop: NonNullable<StorefrontKitDetail['shop']> }) {
  return (
    <section className="cg-detail-card cg-shop-card" aria-label="Người bán">
      <Avatar size={48} src={shop.owner.avatar_url ?? undefined} icon={shop.owner.avatar_url ? undefined : <ShopOutlined />} alt="" />
      <div className="cg-shop-card__text">
        <strong className="cg-shop-card__name">{shop.name}</strong>
        <span className="cg-muted">{shop.owner.full_name}</span>
      </div>
      <Link to={`/shops/${shop.slug}`} className="cg-shop-card__link">
        Xem shop
      </Link>
    </section>
  );
}

const PROMISES = [
  { icon: <SafetyCertificateOutlined />, text: 'Tiền được giữ an toàn đến khi bạn xác nhận đã nhận hàng' },
  { icon: <CameraOutlined />, text: 'Đóng gói có ảnh xác minh' },
];

/** What the marketplace guarantees (each line is a real rule of orders, product.md §5). */
export function TrustCard() {
  const complaintWithin = useSettingText('order_complaint_days');
  const promises = [...PROMISES, { icon: <CustomerServiceOutlined />, text: `Hỗ trợ khiếu nại trong ${complaintWithin}` }];
  return (
    <section className="cg-detail-card" aria-labelledby="kit-trust">
      <h2 id="kit-trust" className="cg-detail-card__title">
        An tâm khi mua sắm
      </h2>
      <ul className="cg-trust">
        {promises.map((p) => (
          <li key={p.text}>
            <span className="cg-trust__icon" aria-hidden="true">
              {p.icon}
            </span>
            {p.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
