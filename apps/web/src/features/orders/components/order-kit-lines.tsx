import { Typography } from '@/shared/ui/typography';
import type { OrderItem } from '@cho-gundam/contracts';
import { KitLine, KitLines } from '@/shared/ui/kit-lines';

/** The kits of an order with grade and scale; `linked`: each name opens the kit's page. */
export function OrderKitLines({ items, linked = false }: { items: OrderItem[]; linked?: boolean }) {
  return (
    <KitLines>
      {items.map((i) => (
        <KitLine
          key={i.id}
          image={i.image_url}
          name={i.name}
          href={linked && i.slug ? `/product/${i.slug}` : null}
          price={i.price}
          details={<Typography.Text type="secondary">{[i.grade, i.scale].filter(Boolean).join(' · ')}</Typography.Text>}
        />
      ))}
    </KitLines>
  );
}
