import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponse,
  checkEmailBody,
  checkEmailResponse,
  googleLoginBody,
  loginBody,
  otpEmailGenerateBody,
  otpEmailVerifyBody,
  otpSentResponse,
  otpVerifiedResponse,
  passwordSetupBody,
  passwordSetupCheckBody,
  passwordSetupCheckResponse,
  passwordSetupResponse,
  phoneOtpGenerateBody,
  phoneOtpVerifyBody,
  refreshBody,
  refreshResponse,
  registerBody,
  tokensVerifyBody,
  userSchema,
} from '@cho-gundam/contracts';
import type { AuthDeps } from './auth.deps.js';
import { googleVerifier } from '../../integrations/google.js';
import { forbidden } from '../../lib/errors.js';
import { bearerToken, caller } from '../../plugins/auth-guard.js';
import * as auth from './auth.service.js';
import * as phone from './phone.service.js';
import { passwordSetupTarget, setPasswordWithToken } from './password-setup.js';
import { presentUser } from '../users/index.js';
import * as registration from './registration.service.js';
import { DEVICE_TTL_MS } from './known-device.js';
import { REFRESH_TTL_MS } from './sessions.js';

/**
 * Seed §7 sign-up, sign-in and token calls under /api/v1. Handlers only translate HTTP (body,
 * cookie, client address) into a use case and back.
 */
const TAGS = ['auth'];
const BEARER = [{ bearer: [] }];
export const REFRESH_COOKIE = 'refresh_token';
// the refresh cookie only travels to the endpoints that use it
const REFRESH_COOKIE_PATH = '/api/v1/auth';

export const DEVICE_COOKIE = 'device';

const meta = (req: FastifyRequest): auth.ClientMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
  deviceToken: req.cookies[DEVICE_COOKIE],
});

function setRefreshCookie(reply: FastifyReply, config: AuthDeps['config'], token: string) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TTL_MS / 1000,
  });
}
/** Remembers the browser for a year, so a right password from it passes sign-in throttling (known-device.ts). */
export function setDeviceCookie(reply: FastifyReply, config: AuthDeps['config'], token: string) {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    path: REFRESH_COOKIE_PATH,
    maxAge: DEVICE_TTL_MS / 1000,
  });
}
const clearRefreshCookie = (reply: FastifyReply, config: AuthDeps['config']) =>
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure: config.isProduction, path: REFRESH_COOKIE_PATH });

/**
 * The refresh cookie is sent by the browser on its own, so cookie-driven endpoints refuse other
 * sites' pages (defence in depth behind SameSite=Strict). Clients without Origin (apps, curl) pass.
 * Allowed: APP_URL, the CORS_ORIGINS allowlist, and outside production the origin the page was
 * served on (a newcomer opening http://127.0.0.1:3000 or the machine's LAN address from a phone).
 */
function assertSameOrigin(req: FastifyRequest, config: AuthDeps['config']) {
  const origin = req.headers.origin;
  if (origin === undefined || origin === new URL(config.appUrl).origin || config.corsOrigins.includes(origin)) return;
  if (!config.isProduction && origin === `${req.protocol}://${req.host}`) return;
  throw forbidden('Yêu cầu không đến từ trang web của Chợ Gundam.');
}

export const authRoutes =
  (ctx: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = ctx;
    const google = googleVerifier(config.google, ctx.fetch);

    const signedIn = (reply: FastifyReply, s: auth.SignedIn) => {
      setRefreshCookie(reply, config, s.refreshToken);
      setDeviceCookie(reply, config, s.deviceToken);
      return { user: presentUser(s.user), access_token: s.accessToken, access_token_expires_at: s.accessExpiresAt.toISOString() };
    };

    app.post(
      '/check-email',
      {
        schema: { tags: TAGS, summary: 'Kiểm tra email đã được đăng ký chưa', body: checkEmailBody, response: { 200: checkEmailResponse } },
      },
      async (req) => ({ exists: await registration.emailExists(ctx, req.body.email) }),
    );

    app.post(
      '/otp/email/generate',
      {
        schema: {
          tags: TAGS,
          summary: 'Gửi mã xác thực 6 số tới email (đăng ký)',
          body: otpEmailGenerateBody,
          response: { 200: otpSentResponse },
        },
      },
      async (req) => registration.sendEmailCode(ctx, req.body.email),
    );

    app.post(
      '/otp/email/verify',
      { schema: { tags: TAGS, summary: 'Xác thực email bằng mã 6 số', body: otpEmailVerifyBody, response: { 200: otpVerifiedResponse } } },
      async (req) => {
        await registration.verifyEmailCode(ctx, req.body.email, req.body.otp_code);
        return { verified: true as const };
      },
    );

    app.post(
      '/users',
      {
        schema: {
          tags: TAGS,
          summary: 'Đăng ký tài khoản (email đã xác thực trong 30 phút)',
          body: registerBody,
          response: { 201: userSchema },
        },
      },
      async (req, reply) => reply.status(201).send(presentUser(await registration.registerUser(ctx, req.body))),
    );

    app.post(
      '/auth/login',
      { schema: { tags: TAGS, summary: 'Đăng nhập bằng email và mật khẩu', body: loginBody, response: { 200: authResponse } } },
      async (req, reply) => signedIn(reply, await auth.login(ctx, req.body, meta(req))),
    );

    app.post(
      '/auth/google-login',
      { schema: { tags: TAGS, summary: 'Đăng nhập bằng Google (ID token)', body: googleLoginBody, response: { 200: authResponse } } },
      async (req, reply) => signedIn(reply, await auth.googleLogin(ctx, google, req.body.id_token, meta(req))),
    );

    app.post(
      '/tokens/verify',
      {
        schema: {
          tags: TAGS,
          summary: 'Kiểm tra mã truy cập và trả về người dùng (khôi phục phiên)',
          body: tokensVerifyBody,
          response: { 200: userSchema },
        },
      },
      async (req) => presentUser(await auth.userOfAccessToken(ctx, req.body.access_token)),
    );

    app.post(
      '/auth/refresh',
      {
        schema: {
          tags: TAGS,
          summary: 'Cấp mã truy cập mới từ refresh token (cookie), xoay vòng refresh token',
          body: refreshBody,
          response: { 200: refreshResponse },
        },
      },
      async (req, reply) => {
        assertSameOrigin(req, config);
        const outcome = await auth.refresh(ctx, req.cookies[REFRESH_COOKIE] ?? req.body?.refreshToken);
        if (!outcome.ok) {
          clearRefreshCookie(reply, config);
          throw outcome.error;
        }
        setRefreshCookie(reply, config, outcome.refreshToken);
        return { access_token: outcome.accessToken, access_token_expires_at: outcome.accessExpiresAt.toISOString() };
      },
    );

    app.post(
      '/auth/logout',
      { schema: { tags: TAGS, summary: 'Đăng xuất: thu hồi phiên hiện tại', body: refreshBody } },
      async (req, reply) => {
        assertSameOrigin(req, config);
        await auth.logout(ctx, req.cookies[REFRESH_COOKIE] ?? req.body?.refreshToken, bearerToken(req));
        clearRefreshCookie(reply, config);
        return reply.status(204).send();
      },
    );

    app.post(
      '/auth/password-setup/check',
      {
        schema: {
          tags: TAGS,
          summary: 'Kiểm tra liên kết đặt mật khẩu (lời mời nhân viên): còn hiệu lực thì trả về email của tài khoản',
          body: passwordSetupCheckBody,
          response: { 200: passwordSetupCheckResponse },
        },
      },
      async (req) => passwordSetupTarget(ctx, req.body.token),
    );

    app.post(
      '/auth/password-setup',
      {
        schema: {
          tags: TAGS,
          summary: 'Đặt mật khẩu bằng liên kết một lần (dùng một lần, có hạn)',
          body: passwordSetupBody,
          response: { 200: passwordSetupResponse },
        },
      },
      async (req) => setPasswordWithToken(ctx, req.body.token, req.body.password),
    );

    app.post(
      '/otp/phone-number/generate',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Gửi mã xác thực qua SMS tới số điện thoại',
          security: BEARER,
          body: phoneOtpGenerateBody,
          response: { 200: otpSentResponse },
        },
      },
      async (req) => phone.sendPhoneCode(ctx, caller(req).userId, req.body.phone_number),
    );

    app.post(
      '/otp/phone-number/verify',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Xác thực số điện thoại bằng mã SMS',
          security: BEARER,
          body: phoneOtpVerifyBody,
          response: { 200: userSchema },
        },
      },
      async (req) => presentUser(await phone.verifyPhone(ctx, caller(req), req.body)),
    );
  };
