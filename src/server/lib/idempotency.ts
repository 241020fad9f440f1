import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isUniqueViolation } from '../db/errors';
import { AppError } from './errors';

/** What a client may send as its Idempotency-Key: a UUID or any other 16-100 letters, digits, dashes and underscores. */
const KEY = /^[A-Za-z0-9_-]{16,100}$/;
const KEY_RULE = '16 to 100 letters, digits, dashes or underscores (a UUID will do)';

/**
 * The header as the routes that take it declare it, so the API reference (GET /api/openapi.json) shows it.
 * It describes and does not judge: idempotencyKeyOf below refuses a malformed key with its own message, and
 * the object stays loose because Fastify replaces a request's headers with what this schema lets through.
 */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().optional().meta({
    pattern: KEY.source,
    description: `One key per attempt: ${KEY_RULE}. A retry with the same key answers what the first attempt made and creates nothing new (docs/decisions/015-idempotency-keys.md).`,
    example: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  }),
});

/**
 * The request's Idempotency-Key header (undefined when it sent none). A retry with the same key is answered
 * with what the first request made (docs/decisions/015-idempotency-keys.md); a malformed key is a 400.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY.test(key)) {
    const message = `Idempotency-Key must be ${KEY_RULE}`;
    throw new AppError('invalid_data', message, [{ path: 'Idempotency-Key', message }]);
  }
  return key;
}

/** A digest of what was asked and by whom: the same key with a different request is refused, not answered. */
export function requestDigest(request: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request: send a new key with a new request';

/**
 * Runs `create` once per Idempotency-Key: a record already made with the key is answered as it is
 * (`repeated`), or refused with a 409 when it was made by a different request; two requests with one key
 * at the same moment meet at the key's unique constraint, and the loser answers with the winner's record.
 * Without a key, `create` simply runs.
 */
export async function oncePerKey<R extends { requestDigest: string | null }, T>(opts: {
  key: string | undefined;
  digest: string | null;
  /** The record made with this key, if any. */
  find: (key: string) => Promise<R | undefined>;
  /** The first request's answer, from its record. */
  answer: (record: R) => Promise<T> | T;
  /** The unique constraint on the record's key column. */
  constraint: string;
  create: () => Promise<T>;
}): Promise<{ value: T; repeated: boolean }> {
  const { key } = opts;
  const madeBefore = async (): Promise<T | undefined> => {
    const record = key === undefined ? undefined : await opts.find(key);
    if (!record) return undefined;
    if (record.requestDigest !== opts.digest) throw new AppError('conflict', KEY_REUSED, [{ path: 'Idempotency-Key', message: KEY_REUSED }]);
    return opts.answer(record);
  };
  const earlier = await madeBefore();
  if (earlier !== undefined) return { value: earlier, repeated: true };
  try {
    return { value: await opts.create(), repeated: false };
  } catch (err) {
    if (key !== undefined && isUniqueViolation(err, opts.constraint)) {
      const winner = await madeBefore();
      if (winner !== undefined) return { value: winner, repeated: true };
    }
    throw err;
  }
}
