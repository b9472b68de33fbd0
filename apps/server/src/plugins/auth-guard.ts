import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@cho-gundam/contracts';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { AppError, forbidden, unauthenticated } from '../lib/errors.js';
import { authSessions } from '../modules/auth/auth.schema.js';
import { verifyAccessToken } from '../modules/auth/tokens.js';
import { users } from '../modules/users/users.schema.js';

export interface AuthContext {
  userId: string;
  /** read from the database on every request, so a role change or a lock applies at once */
  role: Role;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: the caller must be signed in */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** public routes: a token is optional, but one that is sent must be valid (it says who is looking) */
    optionalAuthenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: the caller must be signed in with one of these roles */
    requireRole: (...roles: Role[]) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The access token is only ever read from `Authorization: Bearer`, never from a cookie (CSRF). */
export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] ?? null;
}

export async function resolveAccessToken(db: Db, secret: Uint8Array, clock: Clock, token: string): Promise<AuthContext> {
  const now = clock.now();
  const claims = await verifyAccessToken(secret, token, now);
  const rows = await db
    .select({ role: users.role, status: users.status })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, claims.sessionId), eq(authSessions.userId, claims.userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) throw unauthenticated('Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.');
  if (row.status === 'locked') throw new AppError('account_locked', 403, 'Tài khoản của bạn đã bị khóa');
  return { userId: claims.userId, role: row.role, sessionId: claims.sessionId };
}

export function registerAuthGuard(app: FastifyInstance, db: Db, secret: Uint8Array, clock: Clock) {
  app.decorateRequest('auth', null);
  const authenticate = async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    req.auth = await resolveAccessToken(db, secret, clock, token);
  };
  app.decorate('authenticate', authenticate);
  app.decorate('optionalAuthenticate', async (req: FastifyRequest) => {
    if (bearerToken(req)) await authenticate(req);
  });
  app.decorate('requireRole', (...roles: Role[]) => async (req: FastifyRequest) => {
    await authenticate(req);
    if (!roles.includes(req.auth!.role)) throw forbidden();
  });
}

/** The signed-in caller, for handlers behind `authenticate`. */
export function caller(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}
