import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Descriptions, Tag } from 'antd';
import { CopyableText } from '@/shared/ui/copyable-text';
import type { ModeratorTopup } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';
import { useModTopupQuery } from '../../wallet-api';
import { MoneyDetailDrawer, memberRows } from './money-detail-drawer';

export const TOPUP_STATUS_COLORS = { pending: 'gold', succeeded: 'green', failed: 'red', expired: 'default' } as const;

interface Props {
  /** the open top-up (`?topen=`), null when closed */
  id: string | null;
  onClose: () => void;
  /** the table's own "Tra cứu cổng thanh toán" */
  onQueryGateway: (t: ModeratorTopup) => void;
  querying: boolean;
}

/**
 * One top-up in full (read from the server by id, so a shared link opens it whatever the list
 * shows): the member, the amount, the transaction ids, the gateway's state and times, "Tra cứu cổng
 * thanh toán" while it is not paid, and the ledger's journal of it.
 */
export function TopupDrawer({ id, onClose, onQueryGateway, querying }: Props) {
  // currentData: another row's top-up never shows while this one loads
  const query = useModTopupQuery(id ?? skipToken);
  return (
    <MoneyDetailDrawer title="Chi tiết giao dịch nạp tiền" open={!!id} onClose={onClose} query={query} journalType="topup">
      {(t) => (
        <>
          {t.needs_review ? <Alert type="warning" showIcon title="Cần kiểm tra" description={t.review_reason} /> : null}
          <Descriptions column={1} size="small" bordered>
            {memberRows(t)}
            <Descriptions.Item label="Cổng">{t.provider === 'zalopay' ? 'ZaloPay' : 'Thử nghiệm'}</Descriptions.Item>
            <Descriptions.Item label="Mã giao dịch">
              <CopyableText code>{t.app_trans_id}</CopyableText>
            </Descriptions.Item>
            <Descriptions.Item label="Mã giao dịch ở cổng">
              {t.gateway_trans_id ? <CopyableText>{t.gateway_trans_id}</CopyableText> : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Trạng thái">
              <Tag color={TOPUP_STATUS_COLORS[t.status]}>{t.status_label}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Tạo lúc">
              <DateTime value={t.created_at} />
            </Descriptions.Item>
            <Descriptions.Item label="Thanh toán lúc">
              <DateTime value={t.succeeded_at} />
            </Descriptions.Item>
            <Descriptions.Item label="Hết hạn lúc">
              <DateTime value={t.expires_at} />
            </Descriptions.Item>
            <Descriptions.Item label="Tra cứu cổng lần cuối">
              {t.last_queried_at ? <DateTime value={t.last_queried_at} /> : 'Chưa tra cứu'}
            </Descriptions.Item>
          </Descriptions>
          {t.status !== 'succeeded' ? (
            <Button loading={querying} onClick={() => onQueryGateway(t)} style={{ alignSelf: 'flex-start' }}>
              Tra cứu cổng thanh toán
            </Button>
          ) : null}
        </>
      )}
    </MoneyDetailDrawer>
  );
}
