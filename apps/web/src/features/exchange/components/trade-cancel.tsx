import { useState } from 'react';
import type { Exchange } from '@cho-gundam/contracts';
import { PlainTextArea } from '@/shared/ui/text-area';
import { useTradeCommands } from '../trade-data';
import type { Mine } from '../trade-logic';
import { TradeConfirmButton } from './trade-confirm';

/**
 * "Hủy giao dịch": while pending, either side, everything refunded; in packaging, the side whose
 * partner did not pack in 72 h (the server decides and refuses anyone else in Vietnamese).
 */
export function TradeCancel({ trade, m }: { trade: Exchange; m: Mine }) {
  const { cancel } = useTradeCommands();
  const [reason, setReason] = useState('');
  const late = trade.status === 'packaging';
  return (
    <TradeConfirmButton
      danger
      label="Hủy giao dịch"
      title="Hủy giao dịch trao đổi?"
      okText="Hủy giao dịch"
      action={() => cancel(trade.id, reason.trim() || undefined)}
    >
      <p>
        {late ? `${m.partner.full_name} chưa đóng gói kiện hàng trong 72 giờ. Nếu hủy, hai đơn hàng bị hủy, ` : 'Nếu hủy, '}
        mọi khoản đã trả được hoàn lại: phí vận chuyển đã thanh toán và tiền bù (nếu có) về ví của người đã trả; mô hình của mỗi bên trở lại
        bộ sưu tập của chủ cũ. Không thể hoàn tác.
      </p>
      <label htmlFor="trade-cancel-reason">Lý do (không bắt buộc)</label>
      <PlainTextArea
        id="trade-cancel-reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
        minRows={3}
        maxRows={3}
      />
    </TradeConfirmButton>
  );
}
