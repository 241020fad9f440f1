import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** What a client may send as its Idempotency-Key: a UUID or any other 16-100 letters, digits, dashes and underscores. */
const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * The request's Idempotency-Key header (undefined when it sent none). A retry with the same key is answered
 * with what the first request made (docs/decisions/015-idempotency-keys.md); a malformed key is a 400.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY.test(key)) {
    const message = 'Idempotency-Key must be 16 to 100 letters, digits, dashes or underscores (a UUID will do)';
    throw new AppError('invalid_data', message, [{ path: 'Idempotency-Key', message }]);
  }
  return key;
}

/** A digest of what was asked and by whom: the same key with a different request is refused, not answered. */
export function requestDigest(request: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request: send a new key with a new request';
