/**
 * Constants of the user's specification (seed §9) and product rules (product.md §2).
 * Both the server and the web app import them, so a number lives in exactly one place.
 */
export const HTTP_TIMEOUT_MS = 20_000;
export const ROUTE_LOADER_MS = 500;
export const PERSIST_TIMEOUT_MS = 5_000;

export const TOAST = {
  durationSeconds: 4.5,
  placement: 'topRight',
  top: 24,
  bottom: 24,
  stackOffset: 8,
  stackThreshold: 3,
  width: 384,
  notificationDurationSeconds: 3,
} as const;

export const NOTIFICATIONS = {
  cacheMs: 300_000,
  liveLimit: 15,
  pageSize: 50,
  retryMs: 30_000,
} as const;

export const GOOGLE_POPUP = { width: 500, height: 600, closedDelayMs: 8_000 } as const;
export const TOKEN_SYNC_MAX_AGE_MS = 5 * 60_000;
export const BREAKPOINTS = { xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

export const OTP_RULES = {
  digits: 6,
  ttlSeconds: 10 * 60,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  maxPerHour: 5,
  /** failed guesses per address per day, across codes (defeats "new code, one guess" brute force) */
  maxFailuresPerDay: 20,
  /** a verified email may be used to register for this long */
  registrationWindowSeconds: 30 * 60,
} as const;

/**
 * Sign-in throttling slows, never locks: after `freeFailures` failures within `windowSeconds`, the
 * next attempt on that key waits 1 s, 2 s, 4 s … (capped at `maxDelaySeconds`) after the last failure.
 */
export const LOGIN_THROTTLE = {
  /** one account from one IP address (or one known device) */
  pair: { freeFailures: 5, maxDelaySeconds: 15 * 60, windowSeconds: 24 * 60 * 60 },
  /** one account from anywhere: starts later and stays short, so a stranger cannot keep the owner out */
  account: { freeFailures: 10, maxDelaySeconds: 2 * 60, windowSeconds: 24 * 60 * 60 },
  /** one IP address whatever the accounts (a school or a carrier NAT shares one): only slows */
  ip: { freeFailures: 30, maxDelaySeconds: 30, windowSeconds: 15 * 60 },
  /** the owner is emailed when the account reaches this many failures in its window, at most hourly */
  notifyAfterFailures: 10,
  notifyEverySeconds: 60 * 60,
  /** a device that signed in is remembered (signed cookie) for this long */
  deviceCookieDays: 365,
} as const;

export const PASSWORD_RULES = { min: 8, max: 72 } as const;

/** A profile picture: at most 10 MB of JPEG, PNG or WebP, stored as a 256 px square (zod-free: the account page's first load). */
export const AVATAR_RULES = { maxBytes: 10 * 1024 * 1024, size: 256, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;

/** product.md §4: shop names are 3–60 characters, unique whatever their case. */
export const SHOP_NAME_RULES = { min: 3, max: 60 } as const;

/** A member keeps at most 20 addresses (the address book refuses the 21st). */
export const MAX_ADDRESSES_PER_USER = 20;
