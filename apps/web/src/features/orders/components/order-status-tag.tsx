import { Tag } from 'antd';
import type { OrderStatus } from '@cho-gundam/contracts';
import { ORDER_TYPE_LABELS, statusTag } from '../order-logic';

export function OrderStatusTag({ status, isPackaged }: { status: OrderStatus; isPackaged: boolean }) {
  const t = statusTag(status, isPackaged);
  return <Tag color={t.color}>{t.label}</Tag>;
}

export function OrderTypeTag({ type }: { type: string }) {
  const t = ORDER_TYPE_LABELS[type] ?? { label: type, color: 'default' };
  return <Tag color={t.color}>{t.label}</Tag>;
}
