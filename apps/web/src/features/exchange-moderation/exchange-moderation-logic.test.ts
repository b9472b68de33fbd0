import { describe, expect, it } from 'vitest';
import { decisionReasonError, exchangeStatusLabel, isFiltered, readExchangeFilters } from './exchange-moderation-logic';

describe('exchange moderation filters and rules', () => {
  it('reads the URL filters and drops what the server would refuse', () => {
    const f = readExchangeFilters(
      new URLSearchParams(
        'status=failed&stuck=1&disputed=yes&member_id=11111111-1111-4111-8111-111111111111&from=2030-01-01&to=bad&page=3',
      ),
    );
    expect(f).toEqual({
      status: 'failed',
      stuck: '1',
      disputed: undefined,
      member_id: '11111111-1111-4111-8111-111111111111',
      from: '2030-01-01',
      to: undefined,
      page: 3,
    });
    expect(readExchangeFilters(new URLSearchParams('status=bogus&member_id=x&page=-2'))).toMatchObject({
      status: undefined,
      member_id: undefined,
      page: 1,
    });
    expect(isFiltered(readExchangeFilters(new URLSearchParams('')))).toBe(false);
    expect(isFiltered(readExchangeFilters(new URLSearchParams('stuck=1')))).toBe(true);
  });

  it('labels a failed trade in Vietnamese and checks the decision reason', () => {
    expect(exchangeStatusLabel('failed')).toBe('Thất bại');
    expect(decisionReasonError('  ')).toBe('Vui lòng nhập lý do quyết định');
    expect(decisionReasonError('ngắn')).toBe('Lý do tối thiểu 10 ký tự');
    expect(decisionReasonError('Kiện hàng giao thất bại, hoàn tiền')).toBeNull();
  });
});
