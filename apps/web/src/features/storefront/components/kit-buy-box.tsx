import { Button, Tag } from 'antd';
import { CheckOutlined, ShoppingCartOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { StorefrontKitDetail } from '@cho-gundam/contracts';
import { KIT_CONDITION_LABELS } from '@cho-gundam/contracts/core';
import { MoneyText } from '@/shared/ui/money-text';
import { NoteAlert } from '@/shared/ui/note-alert';
import './kit-buy-box.css';

export type BuyAction = 'add' | 'buy';

interface Props {
  kit: StorefrontKitDetail;
  /** the viewer owns this kit: no buttons, a note instead */
  isOwner: boolean;
  inCart: boolean;
  /** which button is waiting for the server */
  pending: BuyAction | null;
  onAdd: () => void;
  onBuyNow: () => void;
}

/** Name, price, condition and the two buying buttons (the page decides what they do). */
export function KitBuyBox({ kit, isOwner, inCart, pending, onAdd, onBuyNow }: Props) {
  const forSale = kit.status === 'published' && kit.price !== null;
  return (
    <div className="cg-buy">
      <div className="cg-buy__tags">
        <Tag color="blue">{kit.grade_code}</Tag>
        <span className="cg-buy__series">{kit.series}</span>
      </div>
      <h1 className="cg-buy__name">{kit.name}</h1>
      <MoneyText value={kit.price} className="cg-buy__price" />
      <dl className="cg-buy__facts">
        <div>
          <dt>Tình trạng</dt>
          <dd>{KIT_CONDITION_LABELS[kit.condition] ?? kit.condition}</dd>
        </div>
        {kit.condition_description ? (
          <div>
            <dt>Mô tả tình trạng</dt>
            <dd className="cg-buy__notes">{kit.condition_description}</dd>
          </div>
        ) : null}
      </dl>
      {/* no buttons for the viewer's own kit or one no longer on sale: a note (antd's Alert loads only then) */}
      {isOwner ? (
        <NoteAlert
          type="info"
          showIcon
          title="Đây là sản phẩm của bạn"
          description={<Link to="/collection/list">Quản lý trong bộ sưu tập</Link>}
        />
      ) : !forSale ? (
        <NoteAlert type="warning" showIcon title="Sản phẩm này hiện không còn được bán" />
      ) : (
        <div className="cg-buy__actions">
          <Button
            size="large"
            icon={inCart ? <CheckOutlined /> : <ShoppingCartOutlined />}
            onClick={onAdd}
            disabled={inCart || pending !== null}
            loading={pending === 'add'}
          >
            {inCart ? 'Đã có trong giỏ hàng' : pending === 'add' ? 'Đang thêm...' : 'Thêm vào giỏ hàng'}
          </Button>
          <Button
            type="primary"
            size="large"
            icon={<ThunderboltOutlined />}
            onClick={onBuyNow}
            disabled={pending !== null && pending !== 'buy'}
            loading={pending === 'buy'}
          >
            Mua ngay
          </Button>
        </div>
      )}
      {inCart && !isOwner ? (
        <p className="cg-buy__cart-link">
          <Link to="/cart">Xem giỏ hàng</Link>
        </p>
      ) : null}
    </div>
  );
}
