import { PictureOutlined } from '@ant-design/icons';
import { KIT_CONDITION_LABELS, KIT_SCALE_LABELS, type KitCard } from '@cho-gundam/contracts';
import { formatMoney } from '@/shared/lib/format';
import { KitStatusTag } from './kit-status-tag';
import '../collection.css';

/** The "Lưới" view: one card per kit; a card opens the detail drawer. */
export function KitGallery({ kits, onOpen }: { kits: KitCard[]; onOpen: (kit: KitCard) => void }) {
  return (
    <ul className="cg-collection-gallery">
      {kits.map((k) => (
        <li key={k.id}>
          <button type="button" className="cg-collection-card" onClick={() => onOpen(k)} aria-label={`Xem chi tiết ${k.name}`}>
            <span className="cg-collection-card__image">
              {k.primary_image ? (
                <img src={k.primary_image.card} alt="" loading="lazy" decoding="async" />
              ) : (
                <PictureOutlined aria-hidden="true" />
              )}
            </span>
            <span className="cg-collection-card__body">
              <span className="cg-collection-card__name">{k.name}</span>
              <span className="cg-collection-card__meta">
                <span className="cg-collection-card__grade">{k.grade_code}</span>
                {KIT_SCALE_LABELS[k.scale]} · {KIT_CONDITION_LABELS[k.condition]}
              </span>
              <span className="cg-collection-card__series">{k.series}</span>
              <span className="cg-collection-card__footer">
                {k.price === null ? (
                  <span className="cg-collection-card__price cg-collection-card__price--none">Chưa có giá</span>
                ) : (
                  <span className="cg-collection-card__price">{formatMoney(k.price)}</span>
                )}
                <KitStatusTag status={k.status} />
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
