import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isOrigin, parseTrustProxy } from './config-parsers.js';

/**
 * Every setting of the server comes from the environment and is checked here at boot, with one
 * clear line per bad variable. `.env.example` lists them all.
 */
const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ error: `${what} phải là một URL hợp lệ` }).optional());

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'phải là true hoặc false' })
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'NODE_ENV phải là development, production hoặc test' })
    .default('development'),
  PORT: z.coerce.number({ error: 'PORT phải là số' }).int().min(0).max(65535).default(3000),
  // unset: loopback outside production, so a development server with its demo accounts and sandbox
  // gateway is not reachable from the network by mistake; every interface in production
  HOST: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  APP_URL: optionalUrl('APP_URL'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      error: 'DATABASE_URL phải bắt đầu bằng postgres:// hoặc postgresql://',
    }),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().optional(),
  OTP_SECRET: z.string().optional(),
  DEMO_DATA: boolish,
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, c) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null)
        c.addIssue({
          code: 'custom',
          message: 'TRUST_PROXY phải là true, false, số proxy (1, 2…) hoặc danh sách IP/CIDR cách nhau bởi dấu phẩy',
        });
      return parsed ?? false;
    }),
  CORS_ORIGINS: z
    .string()
    .trim()
    .optional()
    .transform((v, c) => {
      const list = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const origin of list) {
        if (!isOrigin(origin))
          c.addIssue({ code: 'custom', message: `CORS_ORIGINS: "${origin}" không phải một origin (ví dụ https://app.chogundam.vn)` });
      }
      return list;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().default('Chợ Gundam <no-reply@chogundam.vn>'),
  SMS_WEBHOOK_URL: optionalUrl('SMS_WEBHOOK_URL'),
  GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  GOOGLE_JWKS_URL: z.url({ error: 'GOOGLE_JWKS_URL phải là một URL hợp lệ' }).default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('accounts.google.com,https://accounts.google.com'),
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  JOBS_ENABLED: boolish,
  ZALOPAY_APP_ID: z.string().optional(),
  ZALOPAY_KEY1: z.string().optional(),
  ZALOPAY_KEY2: z.string().optional(),
  ZALOPAY_ENDPOINT: optionalUrl('ZALOPAY_ENDPOINT'),
  ZALOPAY_CALLBACK_URL: optionalUrl('ZALOPAY_CALLBACK_URL'),
  GHN_TOKEN: z.string().optional(),
  GHN_SHOP_ID: z.string().optional(),
  GHN_ENDPOINT: optionalUrl('GHN_ENDPOINT'),
  WEB_DIST_DIR: z.string().optional(),
  TOKEN_SYNC_URL: optionalUrl('TOKEN_SYNC_URL'),
  DEV_CLOCK_CONTROL: boolish,
  // absolute image URLs (a CDN in front of /uploads, or the public origin for another client)
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  // shared object storage: every server process reads and writes the same bucket
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_BUCKET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish,
  S3_PUBLIC_URL: optionalUrl('S3_PUBLIC_URL'),
  // shared counters (the global rate limit) across server processes
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^rediss?:\/\//.test(v), { error: 'REDIS_URL phải bắt đầu bằng redis:// hoặc rediss://' }),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  jwtSecret: Uint8Array;
  otpSecret: string;
  demoData: boolean;
  /** Fastify's trustProxy: false, true (every hop), a number of hops, or the proxies' addresses/CIDRs */
  trustProxy: boolean | number | string[];
  /** other origins (a separate web or mobile client) allowed to call the API with credentials */
  corsOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  rateLimitMax: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  google: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  jobs: { pollMs: number; enabled: boolean };
  webDistDir: string;
  /** seed S7.14: where the web app POSTs the bearer token after sign-in (given to the page in a meta tag) */
  tokenSyncUrl: string | undefined;
  /** the development mailbox replaces SMTP/SMS when they are not configured, never in production */
  devMailbox: boolean;
  /** `POST /api/v1/dev/clock/advance` moves the server's clock forward (browser tests); never in production */
  devClockControl: boolean;
  /** real ZaloPay when all of app id, keys and endpoint are set; otherwise the built-in sandbox gateway */
  zalopay: { appId: string; key1: string; key2: string; endpoint: string; callbackUrl: string } | null;
  /** real GHN when token, shop id and endpoint are set; otherwise the built-in simulated carrier */
  ghn: { token: string; shopId: string; endpoint: string } | null;
  /** base of absolute image URLs (`<publicUrl>/uploads/<key>`); unset: URLs are paths on this origin */
  publicUrl: string | undefined;
  /** an S3-compatible bucket for uploads (several processes or machines); null: the local disk */
  s3: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
    /** the bucket's public base URL; unset: this server streams the objects at /uploads/* */
    publicUrl: string | undefined;
  } | null;
  /** shared store for the global rate limit; unset: counted per process */
  redisUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Cấu hình không hợp lệ:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Outside production a missing secret is generated once and kept in DATA_DIR, so a fresh clone
 * starts with no setup and no secret ever sits in the repository.
 */
function devSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'dev-secrets.json');
  let secrets: Record<string, string> = {};
  if (existsSync(file)) secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  const dataDir = path.resolve(e.DATA_DIR);

  const secret = (name: 'JWT_SECRET' | 'OTP_SECRET') => {
    const v = e[name];
    if (v && v.length >= 32) return v;
    if (v) problems.push(`${name}: phải dài ít nhất 32 ký tự`);
    else if (isProduction) problems.push(`${name}: bắt buộc trong môi trường production (ít nhất 32 ký tự ngẫu nhiên)`);
    return isProduction ? '' : devSecret(dataDir, name);
  };
  const jwtSecret = secret('JWT_SECRET');
  const otpSecret = secret('OTP_SECRET');
  if (isProduction && e.DEMO_DATA) problems.push('DEMO_DATA: không được bật dữ liệu mẫu trong môi trường production');
  if (isProduction && !e.SMTP_URL) problems.push('SMTP_URL: bắt buộc trong môi trường production (mã xác thực được gửi qua email)');
  if (isProduction && !e.APP_URL) problems.push('APP_URL: bắt buộc trong môi trường production');
  if (isProduction && e.DEV_CLOCK_CONTROL)
    problems.push('DEV_CLOCK_CONTROL: không được bật điều khiển đồng hồ máy chủ trong môi trường production');
  const zaloSet = [e.ZALOPAY_APP_ID, e.ZALOPAY_KEY1, e.ZALOPAY_KEY2, e.ZALOPAY_ENDPOINT].filter(Boolean).length;
  if (zaloSet > 0 && zaloSet < 4)
    problems.push(
      'ZALOPAY_*: cần đủ ZALOPAY_APP_ID, ZALOPAY_KEY1, ZALOPAY_KEY2 và ZALOPAY_ENDPOINT (hoặc bỏ trống cả bốn để dùng cổng thử nghiệm)',
    );
  const ghnSet = [e.GHN_TOKEN, e.GHN_SHOP_ID, e.GHN_ENDPOINT].filter(Boolean).length;
  if (ghnSet > 0 && ghnSet < 3)
    problems.push('GHN_*: cần đủ GHN_TOKEN, GHN_SHOP_ID và GHN_ENDPOINT (hoặc bỏ trống cả ba để dùng đơn vị vận chuyển mô phỏng)');
  const s3Set = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (s3Set > 0 && s3Set < 4)
    problems.push(
      'S3_*: cần đủ S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID và S3_SECRET_ACCESS_KEY (hoặc bỏ trống cả bốn để lưu ảnh trên đĩa)',
    );
  if (problems.length) throw new ConfigError(problems);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    jwtSecret: new TextEncoder().encode(jwtSecret),
    otpSecret,
    demoData: e.DEMO_DATA ?? e.NODE_ENV === 'development',
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuers: e.GOOGLE_ISSUERS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    jobs: { pollMs: e.JOBS_POLL_MS, enabled: e.JOBS_ENABLED ?? true },
    tokenSyncUrl: e.TOKEN_SYNC_URL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    devMailbox: !isProduction,
    devClockControl: !isProduction && (e.DEV_CLOCK_CONTROL ?? false),
    zalopay:
      zaloSet === 4
        ? {
            appId: e.ZALOPAY_APP_ID!,
            key1: e.ZALOPAY_KEY1!,
            key2: e.ZALOPAY_KEY2!,
            endpoint: e.ZALOPAY_ENDPOINT!.replace(/\/$/, ''),
            callbackUrl: e.ZALOPAY_CALLBACK_URL ?? `${appUrl}/api/v1/wallet/topups/zalopay/callback`,
          }
        : null,
    ghn: ghnSet === 3 ? { token: e.GHN_TOKEN!, shopId: e.GHN_SHOP_ID!, endpoint: e.GHN_ENDPOINT!.replace(/\/$/, '') } : null,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    s3:
      s3Set === 4
        ? {
            endpoint: e.S3_ENDPOINT!.replace(/\/$/, ''),
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            // MinIO and most self-hosted servers want path-style (`<endpoint>/<bucket>/<key>`)
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
          }
        : null,
    redisUrl: e.REDIS_URL,
  };
}
