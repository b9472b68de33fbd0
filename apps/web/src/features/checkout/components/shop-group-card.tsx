import { Link } from 'react-router';
import { Alert, Card, Input, Tag, Typography } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { ORDER_RULES, type CheckoutGroup } from '@cho-gundam/contracts';
import { formatDate } from '@/shared/lib/format';
import { KitThumb } from '@/shared/ui/kit-thumb';
import { MoneyText } from '@/shared/ui/money-text';
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
      {!g.shippable ? <Alert type="error" showIcon title={g.problem ?? 'Shop này chưa thể giao hàng tới địa chỉ đã chọn'} style={{ marginBottom: 12 }} /> : null}
      <ul className="cg-order-items" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {g.items.map((i) => {
          const ok = isBuyable(i);
          return (
            <li key={i.kit_id} className={ok ? 'cg-checkout__item' : 'cg-checkout__item is-unavailable'}>
              <KitThumb src={i.image_url} />
              <div style={{ flex: 1, minWidth: 0 }}>
                {i.slug ? <Link to={`/product/${i.slug}`}>{i.name}</Link> : i.name}
                <div>
                  <Typography.Text type="secondary">{i.grade_name}</Typography.Text>{' '}
                  {!ok ? <Tag color="red">{i.unavailable_reason ?? 'Không còn bán'}</Tag> : null}
                </div>
              </div>
              <MoneyText value={i.price} />
            </li>
          );
        })}
      </ul>
      <dl className="cg-checkout__facts">
        <div>
          <dt>Tạm tính</dt>
          <dd>
            <MoneyText value={g.subtotal} />
          </dd>
        </div>
        <div>
          <dt>Phí vận chuyển</dt>
          <dd>{g.shippable ? <MoneyText value={g.delivery_fee} /> : '—'}</dd>
        </div>
        <div>
          <dt>Dự kiến nhận hàng</dt>
          <dd>{g.expected_delivery_at ? formatDate(g.expected_delivery_at) : 'Chưa xác định'}</dd>
        </div>
        <div className="is-total">
          <dt>Tổng đơn</dt>
          <dd>
            <MoneyText value={g.total} strong />
          </dd>
        </div>
      </dl>
      <label htmlFor={noteId} className="cg-checkout__note-label">
        Ghi chú cho shop
      </label>
      <Input.TextArea
        id={noteId}
        value={note}
        onChange={(e) => onNote(e.target.value)}
        placeholder="Nhập ghi chú cho shop..."
        maxLength={ORDER_RULES.noteMax}
        autoSize={{ minRows: 1, maxRows: 4 }}
        disabled={disabled}
      />
    </Card>
  );
}
