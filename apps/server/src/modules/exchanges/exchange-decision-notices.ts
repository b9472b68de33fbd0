import { formatMoney, type ExchangeDecision } from '@cho-gundam/contracts';

/** What both sides read after a moderator's decision (title and message, with the moderator's reason). */
export function decisionNotice(decision: ExchangeDecision, compensationAmount: number | null, reason: string) {
  const money = compensationAmount ? formatMoney(compensationAmount) : null;
  switch (decision) {
    case 'complete':
      return {
        title: 'Giao dịch trao đổi đã được hoàn tất',
        message:
          'Điều hành viên đã hoàn tất giao dịch trao đổi: mô hình đã về bộ sưu tập của người nhận.' +
          (money ? ` Tiền bù ${money} đã được chuyển cho bên nhận.` : '') +
          ` Lý do: ${reason}`,
      };
    case 'refund':
      return {
        title: 'Giao dịch trao đổi đã được hoàn tiền',
        message:
          'Điều hành viên đã hoàn tiền cho hai bên: phí vận chuyển được hoàn, mô hình trở về người gửi.' +
          (money ? ` Tiền bù ${money} đã được hoàn cho bên trả.` : '') +
          ` Lý do: ${reason}`,
      };
    case 'return':
      return {
        title: 'Giao dịch trao đổi: hàng được hoàn về người gửi',
        message:
          'Điều hành viên đã quyết định hoàn hàng về người gửi: kiện hàng đang trên đường sẽ được dừng, ' +
          'kiện hàng đã giao sẽ được đơn vị vận chuyển đến lấy và gửi trả (bạn sẽ nhận mã vận đơn hoàn), ' +
          'mô hình trở về bộ sưu tập của người gửi, phí vận chuyển được hoàn.' +
          (money ? ` Tiền bù ${money} đã được hoàn cho bên trả.` : '') +
          ` Lý do: ${reason}`,
      };
  }
}
