import { Checkbox } from '@/shared/ui/checkbox';
import { KitLine, type BoardKit } from './board-kits';

// Apart from board-kits.tsx: the board's cards show kit facts on its first load, and only the post and
// offer forms tick kits (antd's Checkbox comes with them).

/** Kits to tick (a post's kits I want, my own kits I give), each a labelled checkbox. */
export function KitChoice({
  kits,
  value = [],
  onChange,
  label,
  empty,
}: {
  kits: readonly BoardKit[];
  value?: string[];
  onChange?: (ids: string[]) => void;
  label: string;
  empty: string;
}) {
  if (!kits.length) return <p className="cg-board-muted">{empty}</p>;
  const toggle = (id: string, on: boolean) => onChange?.(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <ul className="cg-board-kits" role="group" aria-label={label}>
      {kits.map((k) => (
        <li key={k.id} className="cg-board-kit">
          <Checkbox checked={value.includes(k.id)} onChange={(e) => toggle(k.id, e.target.checked)} aria-label={k.name} />
          <KitLine kit={k} />
        </li>
      ))}
    </ul>
  );
}
