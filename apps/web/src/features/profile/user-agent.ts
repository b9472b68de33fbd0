/** "Chrome trên Windows" from a User-Agent header: enough for a member to recognise a device. */
const BROWSERS: [RegExp, string][] = [
  [/coc_coc_browser/i, 'Cốc Cốc'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Zalo/i, 'Zalo'],
  [/FBAN|FBAV/, 'Facebook'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/node|undici|curl|PostmanRuntime|okhttp|python-requests/i, 'Ứng dụng'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export interface DeviceSummary {
  label: string;
  mobile: boolean;
}

export function summarizeUserAgent(ua: string | null | undefined): DeviceSummary {
  if (!ua) return { label: 'Thiết bị không xác định', mobile: false };
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const mobile = /Mobile|iPhone|iPad|Android/.test(ua);
  const label = browser && system ? `${browser} trên ${system}` : (browser ?? system ?? 'Thiết bị không xác định');
  return { label, mobile };
}
