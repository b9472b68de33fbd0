import type { Config } from './config.js';

/**
 * What a development server leaves open, printed at start-up so that nobody exposes one by mistake:
 * demo accounts with the README's password, the mailbox, a gateway that credits any amount.
 * Production prints nothing (none of these exist there).
 */
export function developmentBanner(config: Config, demoLoaded: boolean): string[] {
  if (config.isProduction) return [];
  const open = [
    config.demoData ? `tài khoản mẫu (mật khẩu ghi trong README)${demoLoaded ? ', vừa nạp' : ''}` : null,
    config.devMailbox ? 'hộp thư phát triển /dev/mailbox (mọi email và SMS, cả mã xác thực)' : null,
    config.zalopay ? null : 'cổng nạp tiền thử nghiệm: nạp bao nhiêu cũng được',
    config.ghn ? null : 'đơn vị vận chuyển mô phỏng và các lệnh điều khiển của nó',
    config.devClockControl ? 'điều khiển đồng hồ máy chủ: POST /api/v1/dev/clock/advance (DEV_CLOCK_CONTROL)' : null,
  ].filter((line): line is string => line !== null);
  const exposed = !['127.0.0.1', '::1', 'localhost'].includes(config.host);
  return [
    `CHẾ ĐỘ PHÁT TRIỂN (NODE_ENV=${config.env}): không dùng cho người dùng thật. Đang mở:`,
    ...open.map((line) => `  - ${line}`),
    exposed
      ? `  ! Đang lắng nghe trên ${config.host}: máy khác trong mạng truy cập được.`
      : `  Chỉ máy này truy cập được (${config.host}); đặt HOST=0.0.0.0 để mở cho điện thoại trong mạng LAN.`,
  ];
}
