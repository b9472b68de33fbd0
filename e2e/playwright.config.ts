import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built app served by the real server (see global-setup.ts), in
 * Debian's chromium (Playwright cannot download browsers here).
 */
export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // a condition is waited for up to 20 s: on a busy 2-core CI machine a page's first data can take
  // longer than 10 s (a seller's order table did, once); a passing wait returns as soon as it holds
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // the app turns antd's animations off for reduced motion: no click lands on a dialog still zooming in
    reducedMotion: 'reduce',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
