import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../shared/schemas/auth';
import { AppError } from '../lib/errors';

export const SESSION_COOKIE = 'sid';

export type SessionUser = User & { sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export type SessionLookup = (token: string) => Promise<SessionUser | null>;

/** Reads the session cookie on every API request and puts the signed-in user (or null) on the request. */
export function registerSessions(app: FastifyInstance, lookup: SessionLookup): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await lookup(token) : null;
  });
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError('unauthorized', 'Please sign in to continue.');
}

/** The one admin gate (DECISIONS 1): 401 when signed out, 403 when not an admin. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError('unauthorized', 'Please sign in to continue.');
  if (request.user.role !== 'admin') throw new AppError('forbidden', 'Admin access required');
}

export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.user;
}
