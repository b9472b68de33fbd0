import { describe, expect, it } from 'vitest';
import { formatMoney } from '@cho-gundam/contracts';
import {
  accountLabel,
  historyQuery,
  historyStatusLabel,
  maskAccountNumber,
  parseWalletIntent,
  returnTarget,
  signedAmount,
  signedMove,
  toHolderName,
  topupAmountProblem,
  transactionTypeLabel,
  withdrawalAmountProblem,
} from './wallet-logic';

describe('wallet helpers', () => {
  it('validates top-up and withdrawal amounts with Vietnamese messages', () => {
    expect(topupAmountProblem(null)).toBe('Vui lòng nhập số tiền');
    expect(topupAmountProblem(9_999)).toBe('Số tiền tối thiểu là 10.000 ₫');
    expect(topupAmountProblem(10_000)).toBeNull();
    expect(topupAmountProblem(50_000_000)).toBeNull();
    expect(topupAmountProblem(50_000_001)).toBe('Số tiền tối đa là 50.000.000 ₫');
    expect(topupAmountProblem(10_000.5)).toBe('Số tiền phải là số nguyên (đồng)');
    expect(withdrawalAmountProblem(49_999)).toBe('Số tiền tối thiểu là 50.000 ₫');
    expect(withdrawalAmountProblem(5_000_000)).toBeNull();
    expect(withdrawalAmountProblem(5_000_001)).toBe('Số tiền tối đa là 5.000.000 ₫');
  });

  it('reads the checkout shortcut from the address, safely', () => {
    expect(parseWalletIntent('?topup=123456&return=/checkout')).toEqual({ topupAmount: 124_000, returnPath: '/checkout', topupId: null });
    expect(parseWalletIntent('?topup=500')).toMatchObject({ topupAmount: 10_000 });
    expect(parseWalletIntent('?topup=999999999')).toMatchObject({ topupAmount: 50_000_000 });
    expect(parseWalletIntent('?topup=abc&return=https://evil.example')).toEqual({ topupAmount: null, returnPath: null, topupId: null });
    expect(parseWalletIntent('?return=//evil.example').returnPath).toBeNull();
    expect(parseWalletIntent('?topup_id=2f1c7c0e-8d7e-4d0b-9a54-1b2c3d4e5f60').topupId).toBe('2f1c7c0e-8d7e-4d0b-9a54-1b2c3d4e5f60');
    expect(parseWalletIntent('?topup_id=<script>').topupId).toBeNull();
    expect(returnTarget('/checkout')).toBe('/checkout');
    expect(returnTarget('javascript:alert(1)')).toBeNull();
  });

  it('labels history lines in Vietnamese', () => {
    expect(transactionTypeLabel('topup')).toBe('Nạp tiền');
    expect(transactionTypeLabel('withdrawal_hold')).toBe('Rút tiền');
    expect(transactionTypeLabel('order_checkout')).toBe('Thanh toán đơn hàng');
    expect(transactionTypeLabel('plan_purchase')).toBe('Mua gói dịch vụ');
    expect(transactionTypeLabel('something_new')).toBe('Giao dịch khác');
    expect(accountLabel('held')).toBe('Đang tạm giữ');
    expect(accountLabel('pending')).toBe('Tiền bán hàng chờ nhận');
    expect(historyStatusLabel('pending')).toBe('Đang xử lý');
    expect(signedAmount({ amount: 100_000, direction: 'in' }, formatMoney)).toEqual({ text: '+100.000 ₫', tone: 'success' });
    expect(signedAmount({ amount: 2_500_000, direction: 'out' }, formatMoney)).toEqual({ text: '−2.500.000 ₫', tone: 'danger' });
    expect(signedAmount({ amount: 450_000, direction: 'neutral' }, formatMoney)).toEqual({ text: '450.000 ₫', tone: 'secondary' });
    expect(signedMove(-300_000, formatMoney)).toBe('−300.000 ₫');
    expect(signedMove(300_000, formatMoney)).toBe('+300.000 ₫');
  });

  it('builds the history query without empty filters', () => {
    expect(historyQuery({ page: 2, pageSize: 20, type: null, from: '', to: undefined })).toEqual({ page: 2, page_size: 20 });
    expect(historyQuery({ page: 1, pageSize: 10, type: 'topup', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      page: 1,
      page_size: 10,
      type: 'topup',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('suggests holder names in capitals without accents and masks account numbers', () => {
    expect(toHolderName('  Nguyễn   Văn Đức ')).toBe('NGUYEN VAN DUC');
    expect(toHolderName('trần thị ánh')).toBe('TRAN THI ANH');
    expect(maskAccountNumber('0123456789')).toBe('•••• 6789');
    expect(maskAccountNumber('123')).toBe('123');
  });
});
