import { describe, expect, it } from 'vitest';
import { auditArgsFromParams, fieldLabel, showFieldValue, showValue } from './audit-log-logic';

describe('audit log logic', () => {
  it('reads the filters of the URL, page 1 when it is missing or wrong', () => {
    expect(auditArgsFromParams(new URLSearchParams('action=plan.update&q=%20phí%20&page=3&other=x'))).toEqual({
      page: 3,
      page_size: 20,
      action: 'plan.update',
      q: 'phí',
    });
    expect(auditArgsFromParams(new URLSearchParams('page=-2')).page).toBe(1);
    expect(auditArgsFromParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('shows snapshot values the way people read them', () => {
    expect(showValue(1_250_000)).toBe('1.250.000');
    expect(showValue(null)).toBe('trống');
    expect(showValue(undefined)).toBe('—');
    expect(showValue(true)).toBe('có');
    expect(showValue('2026-12-01T13:00:00.000Z')).toBe('01/12/2026 20:00');
    expect(showValue('pending')).toBe('pending');
    // statuses by their labels, settings in their units
    expect(showFieldValue('withdrawal', 'status', 'pending')).toBe('Chờ xử lý');
    expect(showFieldValue('order', 'order_status', 'canceled')).toBe('Đã hủy');
    expect(showFieldValue('platform_settings', 'order_confirm_hours', 24)).toBe('24 giờ');
    expect(showFieldValue('plan', 'price', 400_000)).toBe('400.000 ₫');
    expect(showFieldValue('plan', 'max_listings', null)).toBe('Không giới hạn');
    expect(fieldLabel('order_fee_rate_bps')).toBe('Phí sàn trên mỗi đơn hàng');
    expect(fieldLabel('complaint_status')).toBe('Trạng thái khiếu nại');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
  });
});
