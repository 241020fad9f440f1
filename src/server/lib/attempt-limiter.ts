import { AppError } from './errors';
import { createMemoryCounterStore, type CounterStore } from './rate-limit-store';

/**
 * Counts attempts per key (an e-mail address, an IP) in a fixed window: in memory, or in the database
 * when `counters` is given (PostgreSQL: every app server counts the same attempts).
 * Per-IP limits for whole routes come from @fastify/rate-limit; this one keys on what the body says,
 * which that plugin cannot see before the body is parsed.
 */
export function createAttemptLimiter(opts: { max: number; windowMs: number; message: string; name: string; counters?: CounterStore }) {
  const counters = opts.counters ?? createMemoryCounterStore();
  const allowance = createSendAllowance({ ...opts, counters });
  return {
    /** Counts one attempt for the key; throws 429 when the key is over its limit. */
    async hit(key: string): Promise<void> {
      if (!(await allowance.allow(key))) throw new AppError('rate_limited', opts.message);
    },
    async reset(key: string): Promise<void> {
      await counters.reset(`${opts.name}|${key}`);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/**
 * Slows password guessing on one key without ever locking its owner out. After `freeFailures` failures,
 * each further attempt waits firstDelayMs × 2^(failures − freeFailures), at most maxDelayMs, and only then
 * is checked. The wait comes before the check and is the same whatever the password, so a throttled
 * right password answers no sooner than a wrong one and a guesser learns nothing by not waiting.
 *
 * The failures are counted in `counters` (PostgreSQL: every server waits the same for a key) or in
 * memory, in a window of `windowMs` from the first failure; a success clears them. Attempts on one key
 * are checked one at a time in each server: parallel guesses queue behind each other, each paying its own
 * wait, instead of all slipping through during one.
 *
 * What the key is decides whose failures slow whom: the sign-in keys a browser that has signed in to the
 * account before on itself, so strangers' guesses never slow or refuse it
 * (docs/decisions/029-sign-in-throttle-per-device.md).
 */
export function createAttemptThrottle(opts: {
  name: string;
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
  /** The 429's wording when more than `maxWaiting` attempts are already queued on one key. */
  message: string;
  /** Queued attempts per key: past it, answered 429 at once without a check (so it tells nothing either). */
  maxWaiting?: number;
  counters?: CounterStore;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}) {
  type Queue = { waiting: number; tail: Promise<unknown> };
  const queues = new Map<string, Queue>();
  const failures = opts.counters ?? createMemoryCounterStore(opts.now);
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxWaiting = opts.maxWaiting ?? 10;

  return {
    /** Runs `check` (true: the password was right) in its turn on the key, after the wait it has earned. */
    async attempt(key: string, check: () => Promise<boolean>, message = opts.message): Promise<boolean> {
      let queue = queues.get(key);
      if (!queue) queues.set(key, (queue = { waiting: 0, tail: Promise.resolve() }));
      if (queue.waiting >= maxWaiting) throw new AppError('rate_limited', message);
      const q = queue;
      const counted = `${opts.name}|${key}`;
      q.waiting++;
      const turn = q.tail.then(async () => {
        try {
          const over = (await failures.peek(counted)).count - opts.freeFailures;
          if (over >= 0) await sleep(Math.min(opts.firstDelayMs * 2 ** over, opts.maxDelayMs));
          const ok = await check();
          if (ok) await failures.reset(counted);
          else await failures.hit(counted, opts.windowMs);
          return ok;
        } finally {
          q.waiting--;
          // Nothing is kept in memory for a key with nothing queued: the counts live in `failures`.
          if (q.waiting === 0 && queues.get(key) === q) queues.delete(key);
        }
      });
      // The next attempt waits for this one to finish, whether it threw or not.
      q.tail = turn.catch(() => undefined);
      return turn;
    },
  };
}
export type AttemptThrottle = ReturnType<typeof createAttemptThrottle>;

/**
 * At most `max` of something per key (e-mails to one address) per window, without an error: `allow`
 * answers whether this one may go, so a caller whose answer must not differ (a lookup that e-mails
 * what it found) can skip the send and say the same.
 */
export function createSendAllowance(opts: { name: string; max: number; windowMs: number; counters?: CounterStore }) {
  const counters = opts.counters ?? createMemoryCounterStore();
  return {
    async allow(key: string): Promise<boolean> {
      return (await counters.hit(`${opts.name}|${key}`, opts.windowMs)).count <= opts.max;
    },
  };
}
