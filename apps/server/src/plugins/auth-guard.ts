import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleRefusal, type Action, type Actor } from '../lib/access.js';
import { unauthenticated } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Actor | null;
    /** the policy actions whose `allow` gates this request passed through, in order (logs; the back-office access test) */
    accessGates: Action[] | null;
  }
  interface FastifyInstance {
    /** preHandler: the caller must be signed in */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** public routes: a token is optional, but one that is sent must be valid (it says who is looking) */
    optionalAuthenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest gate from the access policy (lib/access.ts): the caller must be signed in with a
     * role the action allows. Refuses before the body is read; the use case still calls
     * `authorize` with the resource for the ownership part.
     */
    allow: (action: Action) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The access token is only ever read from `Authorization: Bearer`, never from a cookie (CSRF). */
export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] ?? null;
}

/**
 * `resolve` turns a bearer token into the caller (the auth module checks the token and reads the
 * session and the user's role and status on every request, so sign-out and locks apply at once).
 */
export function registerAuthGuard(app: FastifyInstance, resolve: (token: string) => Promise<Actor>) {
  app.decorateRequest('auth', null);
  app.decorateRequest('accessGates', null);
  const authenticate = async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    req.auth = await resolve(token);
  };
  app.decorate('authenticate', authenticate);
  app.decorate('optionalAuthenticate', async (req: FastifyRequest) => {
    if (bearerToken(req)) await authenticate(req);
  });
  app.decorate('allow', (action: Action) => async (req: FastifyRequest) => {
    req.accessGates = [...(req.accessGates ?? []), action];
    await authenticate(req);
    const refusal = roleRefusal(req.auth, action);
    if (refusal) throw refusal;
  });
}

/** The signed-in caller, for handlers behind `authenticate`. */
export function caller(req: FastifyRequest): Actor {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}
