import { describe, expect, it } from 'vitest';
import {
  actionButtons,
  buyerCancelReasonError,
  complaintReasonError,
  complaintResponseError,
  listActions,
  parseStatusTab,
  photosError,
  sellerCancelReasonError,
  statusTabs,
  statusTag,
  tabText,
} from './order-logic';

describe('status tabs', () => {
  it('has "Tất cả" then one tab per status, in the order of an order\'s life, with the product labels', () => {
    expect(statusTabs(null).map((t) => t.label)).toEqual([
      'Tất cả',
      'Chờ xác nhận',
      'Đang đóng gói',
      'Đang vận chuyển',
      'Đã giao hàng',
      'Hoàn tất',
      'Đã hủy',
      'Giao hàng thất bại',
    ]);
    expect(statusTabs(null).every((t) => t.count === null)).toBe(true);
  });

  it('shows the server counts, 0 for a status it did not mention, and the total on "Tất cả"', () => {
    const tabs = statusTabs({ all: 5, pending: 2, delivered: 3 });
    expect(tabs.find((t) => t.key === 'pending')?.count).toBe(2);
    expect(tabs.find((t) => t.key === 'canceled')?.count).toBe(0);
    expect(tabText(tabs[0]!)).toBe('Tất cả (5)');
    // without an `all` count, "Tất cả" is the sum
    expect(statusTabs({ pending: 2, completed: 4 })[0]?.count).toBe(6);
  });

  it('reads the tab from the URL, anything unknown being "Tất cả"', () => {
    expect(parseStatusTab('delivering')).toBe('delivering');
    expect(parseStatusTab('shipped')).toBe('all');
    expect(parseStatusTab(null)).toBe('all');
  });

  it('labels a packed order "Chờ bàn giao"', () => {
    expect(statusTag('packaging', false).label).toBe('Đang đóng gói');
    expect(statusTag('packaging', true).label).toBe('Chờ bàn giao');
    expect(statusTag('failed', false).label).toBe('Giao hàng thất bại');
  });
});

describe('allowed actions → buttons', () => {
  it('shows only what the server allows, main step first and "Hủy đơn" last', () => {
    expect(actionButtons({ can_confirm: true, can_cancel: true, can_pack: false }).map((b) => b.label)).toEqual([
      'Xác nhận đơn',
      'Hủy đơn',
    ]);
    expect(actionButtons({ can_pack: true }).map((b) => b.label)).toEqual(['Đóng gói']);
    expect(actionButtons({ can_confirm_receipt: true, can_complain: true }).map((b) => b.label)).toEqual(['Đã nhận hàng', 'Khiếu nại']);
    expect(actionButtons({ can_cancel: false, can_confirm: false })).toEqual([]);
    expect(actionButtons(null)).toEqual([]);
  });

  it('marks cancel as the dangerous one', () => {
    const cancel = actionButtons({ can_cancel: true })[0]!;
    expect(cancel.danger).toBe(true);
    expect(cancel.key).toBe('cancel');
  });

  it("guesses list-row actions from role and status (the detail has the server's own)", () => {
    expect(actionButtons(listActions('seller', 'pending', false)).map((b) => b.key)).toEqual(['confirm', 'cancel']);
    expect(actionButtons(listActions('seller', 'packaging', false)).map((b) => b.key)).toEqual(['pack']);
    expect(actionButtons(listActions('seller', 'packaging', true))).toEqual([]);
    expect(actionButtons(listActions('buyer', 'pending', false)).map((b) => b.key)).toEqual(['cancel']);
    expect(actionButtons(listActions('buyer', 'delivered', false)).map((b) => b.key)).toEqual(['confirm_receipt']);
    expect(actionButtons(listActions('buyer', 'completed', false))).toEqual([]);
  });
});

describe('cancel reason', () => {
  it('requires at least 10 characters from the seller, not counting surrounding spaces', () => {
    expect(sellerCancelReasonError('')).toMatch(/tối thiểu 10 ký tự/);
    expect(sellerCancelReasonError('   hết hàng   ')).toMatch(/tối thiểu 10 ký tự/);
    expect(sellerCancelReasonError('Sản phẩm bị lỗi')).toBeNull();
    expect(sellerCancelReasonError('x'.repeat(501))).toMatch(/tối đa 500/);
  });
  it('is optional for the buyer', () => {
    expect(buyerCancelReasonError('')).toBeNull();
    expect(buyerCancelReasonError('x'.repeat(501))).toMatch(/tối đa 500/);
  });
  it('complaint reasons need 10 characters', () => {
    expect(complaintReasonError('gãy')).toMatch(/tối thiểu 10/);
    expect(complaintReasonError('Thiếu phụ kiện khiên')).toBeNull();
  });
});

describe('photos', () => {
  const jpg = { type: 'image/jpeg', size: 1000 };
  it('accepts 1 to 5 images', () => {
    expect(photosError([], 1, 5)).toBe('Vui lòng tải lên ít nhất 1 ảnh');
    expect(photosError([jpg], 1, 5)).toBeNull();
    expect(photosError(Array(5).fill(jpg), 1, 5)).toBeNull();
    expect(photosError(Array(6).fill(jpg), 1, 5)).toBe('Tối đa 5 ảnh');
  });
  it('refuses other file types and files over 10 MB', () => {
    expect(photosError([{ type: 'application/pdf', size: 10 }], 1, 5)).toMatch(/JPG, PNG/);
    expect(photosError([{ type: 'image/png', size: 11 * 1024 * 1024 }], 1, 5)).toMatch(/10 MB/);
  });
});

describe('the seller’s answer to a complaint', () => {
  it('is offered only when the server says so, and needs 10–1000 characters', () => {
    expect(actionButtons({ can_respond_complaint: true }).map((b) => b.label)).toEqual(['Phản hồi khiếu nại']);
    expect(actionButtons({ can_respond_complaint: false })).toEqual([]);
    expect(complaintResponseError('  ngắn  ')).toBe('Phản hồi tối thiểu 10 ký tự');
    expect(complaintResponseError('x'.repeat(1001))).toBe('Phản hồi tối đa 1000 ký tự');
    expect(complaintResponseError('Shop có video đóng gói đủ phụ kiện')).toBeNull();
  });
});
