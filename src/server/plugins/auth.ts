import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../shared/schemas/auth';
import { AppError } from '../lib/errors';

export const SESSION_COOKIE = 'sid';

export type SessionUser = User & { sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser/requireAdmin (or loadUser): the signed-in user, or null. */
    user: SessionUser | null;
    /** Looks the session up once per request, on demand. */
    loadUser(): Promise<SessionUser | null>;
  }
}

export type SessionLookup = (token: string) => Promise<SessionUser | null>;

/**
 * Reads the session cookie only for routes that need the user: public calls (store info, health, catalogue)
 * cost no session query, which matters on the embedded database where queries run one at a time.
 */
export function registerSessions(app: FastifyInstance, lookup: SessionLookup): void {
  const loaded = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest('user', null);
  app.decorateRequest('loadUser', function (this: FastifyRequest) {
    let pending = loaded.get(this);
    if (!pending) {
      const token = this.cookies[SESSION_COOKIE];
      pending = (token ? lookup(token) : Promise.resolve(null)).then((user) => (this.user = user));
      loaded.set(this, pending);
    }
    return pending;
  });
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await request.loadUser())) throw new AppError('unauthorized', 'Please sign in to continue.');
}

/** The one admin gate (DECISIONS 1): 401 when signed out, 403 when not an admin. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await request.loadUser();
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  if (user.role !== 'admin') throw new AppError('forbidden', 'Admin access required');
}

export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.user;
}
