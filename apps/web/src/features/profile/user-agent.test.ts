import { describe, expect, it } from 'vitest';
import { summarizeUserAgent } from './user-agent';

describe('summarizeUserAgent', () => {
  it('names the browser and the system', () => {
    expect(
      summarizeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'),
    ).toEqual({ label: 'Chrome trên Windows', mobile: false });
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ label: 'Safari trên iPhone', mobile: true });
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/120.0 Chrome/120.0 Safari/537.36',
      ).label,
    ).toBe('Cốc Cốc trên Windows');
    expect(summarizeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0').label).toBe('Firefox trên Linux');
  });

  it('says so when the device is unknown', () => {
    expect(summarizeUserAgent(null).label).toBe('Thiết bị không xác định');
    expect(summarizeUserAgent('')).toEqual({ label: 'Thiết bị không xác định', mobile: false });
  });
});
