import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Fixed-window counters kept in PostgreSQL, so every app server counts the same attempts
 * (docs/decisions/014-shared-limits.md). `hit` is one statement: the row is created, counted, or started
 * afresh when its window has passed, atomically, whichever server asks.
 */
export type CounterStore = {
  /** Counts one attempt on the key; answers the count in the current window and the ms until it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** The count now, without counting. */
  peek(key: string): Promise<{ count: number; ttlMs: number }>;
  reset(key: string): Promise<void>;
  /** Forgets windows that ended (a job does this every hour). */
  sweep(): Promise<number>;
};

export function createPgCounterStore(db: Db): CounterStore {
  return {
    async hit(key, windowMs) {
      const window = `${Math.max(1, Math.trunc(windowMs))} milliseconds`;
      const [row] = rowsOf<{ count: number; ttl_ms: number }>(
        await db.execute(sql`
          insert into rate_limit_hits as r (key, count, reset_at) values (${key}, 1, now() + ${window}::interval)
          on conflict (key) do update set
            count = case when r.reset_at <= now() then 1 else r.count + 1 end,
            reset_at = case when r.reset_at <= now() then now() + ${window}::interval else r.reset_at end
          returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl_ms`),
      );
      return { count: row!.count, ttlMs: row!.ttl_ms };
    },
    async peek(key) {
      const [row] = rowsOf<{ count: number; ttl_ms: number }>(
        await db.execute(sql`
          select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl_ms
          from rate_limit_hits where key = ${key} and reset_at > now()`),
      );
      return row ? { count: row.count, ttlMs: row.ttl_ms } : { count: 0, ttlMs: 0 };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
    },
    async sweep() {
      const res = await db.execute(sql`delete from rate_limit_hits where reset_at < now() - interval '1 hour'`);
      return (res as { rowCount?: number; affectedRows?: number }).rowCount ?? (res as { affectedRows?: number }).affectedRows ?? 0;
    },
  };
}

/**
 * The same counters in this process's memory, for the embedded database (one server). Fixed windows, as
 * in PostgreSQL; `now` is for tests.
 */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = hits.get(key);
    return entry && entry.resetAt > now() ? entry : undefined;
  };
  const sweep = async () => {
    let gone = 0;
    for (const [key, v] of hits) if (v.resetAt <= now()) gone += Number(hits.delete(key));
    return gone;
  };
  return {
    async hit(key, windowMs) {
      if (hits.size >= 10_000) await sweep();
      let entry = live(key);
      if (!entry) hits.set(key, (entry = { count: 0, resetAt: now() + windowMs }));
      entry.count++;
      return { count: entry.count, ttlMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.resetAt - now() } : { count: 0, ttlMs: 0 };
    },
    async reset(key) {
      hits.delete(key);
    },
    sweep,
  };
}

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit over a CounterStore: the plugin's own per-route limits, counted in the
 * database. Each route's counts are kept under its method and path, as the plugin's Redis store does.
 */
export function fastifyRateLimitStore(counters: CounterStore) {
  return class SharedRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = 'global|',
    ) {}
    incr(key: string, cb: IncrCallback, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
        (r) => cb(null, { current: r.count, ttl: r.ttlMs }),
        (err: unknown) => cb(err as Error),
      );
    }
    read(key: string, cb: IncrCallback) {
      counters.peek(this.prefix + key).then(
        (r) => cb(null, { current: r.count, ttl: r.ttlMs }),
        (err: unknown) => cb(err as Error),
      );
    }
    // The plugin passes the route's merged limit settings with `routeInfo` (its types say RouteOptions).
    child(settings: unknown): SharedRateLimitStore {
      const params = settings as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(undefined, `${method} ${params.routeInfo?.url ?? ''}|`);
    }
  };
}
