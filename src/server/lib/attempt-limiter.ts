import { AppError } from './errors';

/**
 * Counts attempts per key (an e-mail address, an IP) in a fixed window, in memory.
 * Per-IP limits for whole routes come from @fastify/rate-limit; this one keys on what the body says,
 * which that plugin cannot see before the body is parsed.
 */
export function createAttemptLimiter(opts: { max: number; windowMs: number; message: string }) {
  const hits = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    if (hits.size < 10_000) return;
    for (const [key, v] of hits) if (v.resetAt <= now) hits.delete(key);
  }

  return {
    /** Counts one attempt for the key; throws 429 when the key is over its limit. */
    hit(key: string): void {
      const now = Date.now();
      sweep(now);
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        hits.set(key, { count: 1, resetAt: now + opts.windowMs });
        return;
      }
      entry.count++;
      if (entry.count > opts.max) throw new AppError('rate_limited', opts.message);
    },
    reset(key: string): void {
      hits.delete(key);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
