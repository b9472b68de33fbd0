import { Link } from 'react-router';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import { ShopOutlined } from '@ant-design/icons';
import type { CheckoutGroup } from '@cho-gundam/contracts';
import { ORDER_RULES } from '@cho-gundam/contracts/core';
import { formatDate } from '@/shared/lib/format';
import { Facts } from '@/shared/ui/facts';
import { KitLine, KitLines } from '@/shared/ui/kit-lines';
import { MoneyText } from '@/shared/ui/money-text';
import { NoteAlert } from '@/shared/ui/note-alert';
import { Label } from '@/shared/ui/tag';
import { PlainTextArea } from '@/shared/ui/text-area';
import { isBuyable } from '../checkout-logic';

interface Props {
  group: CheckoutGroup;
  note: string;
  onNote: (v: string) => void;
  disabled: boolean;
}

/** One future order: the shop, its kits, the carrier's fee and date, a note for the shop, the order's total. */
export function ShopGroupCard({ group: g, note, onNote, disabled }: Props) {
  const noteId = `note-${g.seller_id}`;
  return (
    <Card
      size="small"
      aria-label={`Đơn hàng của shop ${g.shop.name}`}
      title={
        <span>
          <ShopOutlined aria-hidden="true" /> {g.shop.slug ? <Link to={`/shop/${g.shop.slug}`}>{g.shop.name}</Link> : g.shop.name}
        </span>
      }
    >
      {!g.shippable ? (
        <div style={{ marginBottom: 12 }}>
          <NoteAlert type="error" showIcon title={g.problem ?? 'Shop này chưa thể giao hàng tới địa chỉ đã chọn'} />
        </div>
      ) : null}
      <KitLines>
        {g.items.map((i) => {
          const ok = isBuyable(i);
          return (
            <KitLine
              key={i.kit_id}
              image={i.image_url}
              name={i.name}
              href={i.slug ? `/product/${i.slug}` : null}
              price={i.price}
              faded={!ok}
              details={
                <div>
                  <Typography.Text type="secondary">{i.grade_name}</Typography.Text>{' '}
                  {!ok ? <Label color="red">{i.unavailable_reason ?? 'Không còn bán'}</Label> : null}
                </div>
              }
            />
          );
        })}
      </KitLines>
      <Facts
        facts={[
          { key: 'subtotal', label: 'Tạm tính', value: <MoneyText value={g.subtotal} /> },
          { key: 'delivery', label: 'Phí vận chuyển', value: g.shippable ? <MoneyText value={g.delivery_fee} /> : '—' },
          {
            key: 'eta',
            label: 'Dự kiến nhận hàng',
            value: g.expected_delivery_at ? formatDate(g.expected_delivery_at) : 'Chưa xác định',
          },
          { key: 'total', label: 'Tổng đơn', value: <MoneyText value={g.total} strong />, total: true },
        ]}
      />
      <label htmlFor={noteId} className="cg-checkout__note-label">
        Ghi chú cho shop
      </label>
      <PlainTextArea
        id={noteId}
        value={note}
        onChange={(e) => onNote(e.target.value)}
        placeholder="Nhập ghi chú cho shop..."
        maxLength={ORDER_RULES.noteMax}
        minRows={1}
        maxRows={4}
        disabled={disabled}
      />
    </Card>
  );
}
