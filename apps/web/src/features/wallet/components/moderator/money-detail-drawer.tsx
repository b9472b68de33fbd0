import type { ReactNode } from 'react';
import { Descriptions, Drawer, Flex, Skeleton } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { Link } from 'react-router';
import { apiError } from '@/shared/lib/form-helpers';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { ReferenceJournals } from './reference-journals';

interface Loaded<T> {
  currentData?: T;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface Props<T extends { id: string }> {
  title: string;
  open: boolean;
  onClose: () => void;
  /** the row's detail query (currentData: another row never shows while this one loads) */
  query: Loaded<T>;
  /** the ledger reference the journals are read by */
  journalType: 'topup' | 'withdrawal';
  /** the row's own facts and actions, above its journals */
  children: (row: T) => ReactNode;
}

/**
 * The frame both money drawers share (top-ups, withdrawals): load error with retry, skeleton, the
 * row's own part, then the ledger's journals of it ("Bút toán").
 */
export function MoneyDetailDrawer<T extends { id: string }>({ title, open, onClose, query, journalType, children }: Props<T>) {
  const row = query.currentData;
  return (
    <Drawer open={open} onClose={onClose} title={title} size={600} destroyOnHidden>
      {query.isError ? (
        <LoadError message={apiError(query.error).message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !row ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={20}>
          {children(row)}
          <Flex vertical gap={8}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              Bút toán
            </Typography.Title>
            <ReferenceJournals type={journalType} id={row.id} />
          </Flex>
        </Flex>
      )}
    </Drawer>
  );
}

/**
 * The member and the amount, the first rows of both drawers. A function returning
 * `Descriptions.Item`s, not a component: `Descriptions` reads its items from its direct children.
 */
export function memberRows(r: {
  user_id: string;
  user_name: string;
  user_email: string | null;
  user_phone: string | null;
  amount: number;
}) {
  return [
    <Descriptions.Item key="member" label="Thành viên">
      <Flex gap={8} wrap align="center">
        <strong>{r.user_name}</strong>
        <Link to={`/moderator/user-management?user=${r.user_id}`}>Xem hồ sơ</Link>
      </Flex>
    </Descriptions.Item>,
    <Descriptions.Item key="email" label="Email">
      {r.user_email ?? '—'}
    </Descriptions.Item>,
    <Descriptions.Item key="phone" label="Số điện thoại">
      {r.user_phone ?? '—'}
    </Descriptions.Item>,
    <Descriptions.Item key="amount" label="Số tiền">
      <MoneyText value={r.amount} strong />
    </Descriptions.Item>,
  ];
}
