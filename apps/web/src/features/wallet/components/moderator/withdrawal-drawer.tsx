import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Descriptions, Flex, Tag } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { CopyableText } from '@/shared/ui/copyable-text';
import type { ModeratorWithdrawal } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';
import { useModWithdrawalQuery } from '../../wallet-api';
import { WITHDRAWAL_STATUS_COLORS } from '../my-withdrawals';
import { MoneyDetailDrawer, memberRows } from './money-detail-drawer';

interface Props {
  /** the open request (`?wopen=`), null when closed */
  id: string | null;
  viewerId: string | undefined;
  onClose: () => void;
  /** the queue's own approve / reject dialog */
  onDecide: (kind: 'complete' | 'reject', w: ModeratorWithdrawal) => void;
}

/**
 * One withdrawal request in full (read from the server by id, so a shared link opens it whatever
 * the list shows): the member, the amount, the bank account, the status, who decided when and why,
 * the ledger's journals of it, and the decision buttons while it is pending.
 */
export function WithdrawalDrawer({ id, viewerId, onClose, onDecide }: Props) {
  // currentData: another row's request never shows while this one loads
  const query = useModWithdrawalQuery(id ?? skipToken);
  return (
    <MoneyDetailDrawer title="Chi tiết yêu cầu rút tiền" open={!!id} onClose={onClose} query={query} journalType="withdrawal">
      {(w) => (
        <>
          <Descriptions column={1} size="small" bordered>
            {memberRows(w)}
            <Descriptions.Item label="Tài khoản nhận">
              {w.bank_name} · <CopyableText>{w.account_number}</CopyableText>
            </Descriptions.Item>
            <Descriptions.Item label="Chủ tài khoản">{w.account_name}</Descriptions.Item>
            <Descriptions.Item label="Trạng thái">
              <Tag color={WITHDRAWAL_STATUS_COLORS[w.status]}>{w.status_label}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Gửi lúc">
              <DateTime value={w.created_at} />
            </Descriptions.Item>
            <Descriptions.Item label="Xử lý lúc">
              <DateTime value={w.processed_at} />
            </Descriptions.Item>
            <Descriptions.Item label="Người xử lý">{w.processed_by_name ?? '—'}</Descriptions.Item>
            {w.bank_reference ? (
              <Descriptions.Item label="Mã giao dịch ngân hàng">
                <CopyableText>{w.bank_reference}</CopyableText>
              </Descriptions.Item>
            ) : null}
            {w.reject_reason ? <Descriptions.Item label="Lý do từ chối">{w.reject_reason}</Descriptions.Item> : null}
          </Descriptions>
          {w.status !== 'pending' ? null : w.user_id === viewerId ? (
            <Typography.Text type="secondary">Yêu cầu của bạn: người khác xử lý</Typography.Text>
          ) : (
            <Flex gap={8}>
              <Button type="primary" onClick={() => onDecide('complete', w)}>
                Hoàn tất
              </Button>
              <Button danger onClick={() => onDecide('reject', w)}>
                Từ chối
              </Button>
            </Flex>
          )}
        </>
      )}
    </MoneyDetailDrawer>
  );
}
