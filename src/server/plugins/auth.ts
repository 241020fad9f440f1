import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../shared/schemas/auth';
import { AppError } from '../lib/errors';

export const SESSION_COOKIE = 'sid';

export type SessionUser = User & { sessionId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route of the admin scope by staffOnlyScope; the API reference reads it. */
    staffOnly?: boolean;
  }
  interface FastifyRequest {
    /** Set by requireUser/requireAdmin (or loadUser): the signed-in user, or null. */
    user: SessionUser | null;
    /** Looks the session up once per request, on demand. */
    loadUser(): Promise<SessionUser | null>;
  }
}

/** `renewedUntil` when the lookup pushed the session's expiry forward (sliding expiry, up to its absolute end). */
export type SessionLookup = (token: string) => Promise<{ user: SessionUser; renewedUntil: Date | null } | null>;

export type SessionCookieOptions = { secure: boolean };

/**
 * httpOnly, SameSite=Lax, Secure when deployed (docs/choices.md #5); lives exactly as long as the session it
 * names, so the browser never keeps it past the session's end.
 */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, opts: SessionCookieOptions): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(reply: FastifyReply, opts: SessionCookieOptions): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure });
}

function setsSessionCookie(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  return [header].flat().some((c) => typeof c === 'string' && c.startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Reads the session cookie only for routes that need the user: public calls (store info, health, catalogue)
 * cost no session query, which matters on the embedded database where queries run one at a time.
 */
export function registerSessions(app: FastifyInstance, lookup: SessionLookup, cookie: SessionCookieOptions): void {
  const loaded = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const renewed = new WeakMap<FastifyRequest, Date>();
  app.decorateRequest('user', null);
  app.decorateRequest('loadUser', function (this: FastifyRequest) {
    let pending = loaded.get(this);
    if (!pending) {
      const token = this.cookies[SESSION_COOKIE];
      pending = (token ? lookup(token) : Promise.resolve(null)).then((found) => {
        if (found?.renewedUntil) renewed.set(this, found.renewedUntil);
        return (this.user = found?.user ?? null);
      });
      loaded.set(this, pending);
    }
    return pending;
  });
  // A session renewed on the server is renewed in the browser too: otherwise the cookie's Max-Age, set at
  // sign-in, would end a customer's session in the middle of use however often they came back.
  app.addHook('onSend', async (request, reply, payload) => {
    const until = renewed.get(request);
    if (!until || setsSessionCookie(reply)) return payload;
    const token = request.cookies[SESSION_COOKIE];
    if (token) setSessionCookie(reply, token, until, cookie);
    return payload;
  });
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await request.loadUser())) throw new AppError('unauthorized', 'Please sign in to continue.');
}

/** The one admin gate (docs/choices.md #1): 401 when signed out, 403 when not an admin. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await request.loadUser();
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  if (user.role !== 'admin') throw new AppError('forbidden', 'Admin access required');
}

/**
 * Puts every route registered in `scope` behind requireAdmin and marks it staff-only in its config, so the
 * API reference (plugins/openapi.ts) says a route is staff-only from the same declaration that guards it.
 */
export function staffOnlyScope(scope: FastifyInstance): void {
  scope.addHook('onRequest', requireAdmin);
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, staffOnly: true };
  });
}

export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.user;
}
