import type { ReactNode } from 'react';
import { MoneyText } from './money-text';
import { NoteAlert } from './note-alert';

/**
 * "Số dư không đủ": how much the wallet lacks for a payment (the checkout's, an auction winner's), and
 * the way to top it up (`action`, a button to the wallet that comes back here).
 */
export function ShortBalanceNote({ missing, action }: { missing: number; action: ReactNode }) {
  return (
    <NoteAlert
      type="warning"
      showIcon
      title="Số dư không đủ"
      description={
        <>
          <div>
            Bạn cần thêm <MoneyText value={missing} strong /> để thanh toán.
          </div>
          <div style={{ marginTop: 8 }}>{action}</div>
        </>
      }
    />
  );
}
