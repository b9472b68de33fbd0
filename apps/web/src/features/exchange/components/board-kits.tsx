import { KIT_CONDITION_LABELS, KIT_SCALE_LABELS, type KitCondition, type KitScale } from '@cho-gundam/contracts/core';
import { KitThumb } from '@/shared/ui/kit-thumb';
import { Label } from '@/shared/ui/tag';
import './board.css';

/** What a kit line shows (a post's or an offer's kit, or one of my collection's). */
export interface BoardKit {
  id: string;
  name: string;
  grade_code: string;
  scale: KitScale;
  condition: KitCondition;
  primary_image: { thumb: string } | null;
}

/** Grade, scale and condition of a kit as three small tags. */
export function KitFacts({ kit }: { kit: Pick<BoardKit, 'grade_code' | 'scale' | 'condition'> }) {
  return (
    <span className="cg-board-kit__facts">
      <Label color="blue">{kit.grade_code}</Label>
      <Label>{KIT_SCALE_LABELS[kit.scale]}</Label>
      <Label color="gold">{KIT_CONDITION_LABELS[kit.condition]}</Label>
    </span>
  );
}

/** A kit's line: thumbnail, name, grade, scale and condition (BoardKitList, and KitChoice after its tick). */
export function KitLine({ kit }: { kit: BoardKit }) {
  return (
    <>
      <KitThumb src={kit.primary_image?.thumb} />
      <span className="cg-board-kit__info">
        <span className="cg-board-kit__name">{kit.name}</span>
        <KitFacts kit={kit} />
      </span>
    </>
  );
}

/** The kits of a post or an offer, one line each: thumbnail, name, grade, scale and condition. */
export function BoardKitList({ kits, label }: { kits: readonly BoardKit[]; label: string }) {
  if (!kits.length) return <p className="cg-board-muted">Không có mô hình</p>;
  return (
    <ul className="cg-board-kits" aria-label={label}>
      {kits.map((k) => (
        <li key={k.id} className="cg-board-kit">
          <KitLine kit={k} />
        </li>
      ))}
    </ul>
  );
}
