import { AppError } from './errors';
import type { CounterStore } from './rate-limit-store';

/**
 * Counts attempts per key (an e-mail address, an IP) in a fixed window: in memory, or in the database
 * when `counters` is given (PostgreSQL: every app server counts the same attempts).
 * Per-IP limits for whole routes come from @fastify/rate-limit; this one keys on what the body says,
 * which that plugin cannot see before the body is parsed.
 */
export function createAttemptLimiter(opts: { max: number; windowMs: number; message: string; name: string; counters?: CounterStore }) {
  const hits = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    if (hits.size < 10_000) return;
    for (const [key, v] of hits) if (v.resetAt <= now) hits.delete(key);
  }

  function hitInMemory(key: string): number {
    const now = Date.now();
    sweep(now);
    const entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      hits.set(key, { count: 1, resetAt: now + opts.windowMs });
      return 1;
    }
    return ++entry.count;
  }

  return {
    /** Counts one attempt for the key; throws 429 when the key is over its limit. */
    async hit(key: string): Promise<void> {
      const count = opts.counters ? (await opts.counters.hit(`${opts.name}|${key}`, opts.windowMs)).count : hitInMemory(key);
      if (count > opts.max) throw new AppError('rate_limited', opts.message);
    },
    async reset(key: string): Promise<void> {
      hits.delete(key);
      await opts.counters?.reset(`${opts.name}|${key}`);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/**
 * Slows password guessing on one key (an account) without ever locking its owner out. After
 * `freeFailures` failures, each further attempt waits firstDelayMs × 2^(failures − freeFailures), at most
 * maxDelayMs, and only then is checked. The wait comes before the check and is the same whatever the
 * password, so a throttled right password answers no sooner than a wrong one and a guesser learns
 * nothing by not waiting. Attempts on one key are checked one at a time: parallel guesses queue behind
 * each other, each paying its own wait, instead of all slipping through during one. A success clears the
 * count; failures are forgotten `windowMs` after the last one.
 */
export function createAttemptThrottle(opts: {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
  /** The 429's wording when more than `maxWaiting` attempts are already queued on one key. */
  message: string;
  /** Queued attempts per key: past it, answered 429 at once without a check (so it tells nothing either). */
  maxWaiting?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}) {
  type Entry = { failures: number; forgetAt: number; waiting: number; tail: Promise<unknown> };
  const entries = new Map<string, Entry>();
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxWaiting = opts.maxWaiting ?? 10;

  function sweep(at: number) {
    if (entries.size < 10_000) return;
    for (const [key, e] of entries) if (e.waiting === 0 && e.forgetAt <= at) entries.delete(key);
  }

  return {
    /** Runs `check` (true: the password was right) in its turn on the key, after the wait it has earned. */
    async attempt(key: string, check: () => Promise<boolean>): Promise<boolean> {
      sweep(now());
      let entry = entries.get(key);
      if (!entry) {
        entry = { failures: 0, forgetAt: 0, waiting: 0, tail: Promise.resolve() };
        entries.set(key, entry);
      }
      if (entry.waiting >= maxWaiting) throw new AppError('rate_limited', opts.message);
      const e = entry;
      e.waiting++;
      const turn = e.tail.then(async () => {
        try {
          if (e.forgetAt <= now()) e.failures = 0;
          const over = e.failures - opts.freeFailures;
          if (over >= 0) await sleep(Math.min(opts.firstDelayMs * 2 ** over, opts.maxDelayMs));
          const ok = await check();
          if (ok) {
            e.failures = 0;
          } else {
            e.failures++;
            e.forgetAt = now() + opts.windowMs;
          }
          return ok;
        } finally {
          e.waiting--;
          if (e.waiting === 0 && e.failures === 0 && entries.get(key) === e) entries.delete(key);
        }
      });
      // The next attempt waits for this one to finish, whether it threw or not.
      e.tail = turn.catch(() => undefined);
      return turn;
    },
  };
}
export type AttemptThrottle = ReturnType<typeof createAttemptThrottle>;
