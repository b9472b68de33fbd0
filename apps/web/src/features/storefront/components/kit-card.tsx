import { memo } from 'react';
import { Link } from 'react-router';
import type { StorefrontKit } from '@cho-gundam/contracts';
import { KIT_CONDITION_LABELS, KIT_SCALE_LABELS } from '@cho-gundam/contracts/core';
import { CardPhoto } from '@/shared/ui/card-photo';
import { MoneyText } from '@/shared/ui/money-text';
import { SkeletonHandover } from '@/shared/ui/skeleton-handover';
import './kit-card.css';

/** The fields a card shows: a storefront kit, or a collection kit without its shop. */
export type KitCardData = Pick<StorefrontKit, 'slug' | 'name' | 'grade_code' | 'scale' | 'condition' | 'price' | 'primary_image'> & {
  shop?: StorefrontKit['shop'];
};

/**
 * One kit for sale, in plain HTML and CSS (no antd Card): it is on the home page, whose first load
 * has the tightest JavaScript budget. The whole card is one link to the product page.
 */
export function KitCard({
  kit,
  headingLevel = 3,
  eager = false,
}: {
  kit: KitCardData;
  headingLevel?: 2 | 3;
  /** on the first screen: the photo is asked for at once (`first`: and first of all), not when scrolled to */
  eager?: boolean | 'first';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="cg-kit-card">
      <Link to={`/product/${kit.slug}`} className="cg-kit-card__link">
        <div className="cg-kit-card__media">
          {kit.primary_image ? (
            <CardPhoto src={kit.primary_image.card} alt={kit.name} eager={!!eager} important={eager === 'first'} />
          ) : (
            <span className="cg-kit-card__no-image">Chưa có ảnh</span>
          )}
          <span className="cg-kit-tag cg-kit-tag--grade">{kit.grade_code}</span>
        </div>
        <div className="cg-kit-card__body">
          <Heading className="cg-kit-card__name" title={kit.name}>
            {kit.name}
          </Heading>
          <p className="cg-kit-card__meta">
            <span className="cg-kit-card__scale">{KIT_SCALE_LABELS[kit.scale] ?? kit.scale}</span>
            <span>{KIT_CONDITION_LABELS[kit.condition] ?? kit.condition}</span>
          </p>
          <MoneyText value={kit.price} className="cg-kit-card__price" />
          {kit.shop ? <p className="cg-kit-card__shop">{kit.shop.name}</p> : null}
        </div>
      </Link>
    </article>
  );
}

/** A grey card of the same size while kits load (CSS only, no antd Skeleton on the home page). */
export function KitCardSkeleton() {
  return (
    <div className="cg-kit-card cg-kit-card--skeleton" aria-hidden="true">
      <div className="cg-kit-card__media cg-shimmer" />
      <div className="cg-kit-card__body">
        <span className="cg-shimmer cg-shimmer--line" />
        <span className="cg-shimmer cg-shimmer--line cg-shimmer--short" />
        <span className="cg-shimmer cg-shimmer--line cg-shimmer--price" />
      </div>
    </div>
  );
}

/**
 * How many cards of a page's main grid are on a phone's first screen (two rows of two): their
 * photos are fetched at once, the first with high priority, as it is the page's largest paint
 * (issue 13); a lazy image would only be asked for after layout.
 */
const FIRST_SCREEN_CARDS = 4;

/** A responsive grid of kit cards (2 columns on phones up to 5 on wide screens). */
function KitGridView({
  kits,
  loading = false,
  skeletons = 8,
  narrow = false,
  firstScreen = false,
}: {
  kits: KitCardData[];
  loading?: boolean;
  skeletons?: number;
  /** beside a sidebar: one column fewer on mid-size screens */
  narrow?: boolean;
  /** the grid is the first thing of its page: its first cards' photos load eagerly */
  firstScreen?: boolean;
}) {
  const className = narrow ? 'cg-kit-grid cg-kit-grid--narrow' : 'cg-kit-grid';
  const skeleton = (
    <div className={className} role="status" aria-label="Đang tải sản phẩm">
      {Array.from({ length: skeletons }, (_, i) => (
        <KitCardSkeleton key={i} />
      ))}
    </div>
  );
  return (
    <SkeletonHandover loading={loading} skeleton={skeleton}>
      <ul className={className}>
        {kits.map((k, i) => (
          <li key={k.slug}>
            <KitCard kit={k} eager={firstScreen && i < FIRST_SCREEN_CARDS && (i === 0 ? 'first' : true)} />
          </li>
        ))}
      </ul>
    </SkeletonHandover>
  );
}

/**
 * Memoised: a page redrawn for something else (the grades for its filters arriving, a toggle) does not
 * redraw its 24 cards; they are redrawn when their list changes.
 */
export const KitGrid = memo(KitGridView);
