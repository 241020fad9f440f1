import { LRUCache } from 'lru-cache';

export type SearchCacheStats = {
  /** Answers given from the cache. */
  hits: number;
  /** Answers worked out (a search that waited for the same search already being worked out counts as a hit). */
  misses: number;
  /** Times a new catalogue version emptied the cache. */
  clears: number;
  entries: number;
  /** The estimated bytes kept, against maxBytes. */
  bytes: number;
  maxBytes: number;
};

export type SearchCache<Q, R> = {
  get(query: Q): Promise<R>;
  stats(): SearchCacheStats;
};

/**
 * Answers of one server's catalogue searches, kept under the catalogue version they were worked out at
 * (docs/decisions/024-catalogue-search-cache.md). Before an answer is given from the cache the version
 * is read (one small statement); a newer one drops the answers kept under older ones, so a change to
 * parts, fitment, categories, vehicles, search words or landed-cost rates is seen by every server at
 * its commit. A search with nothing kept is first worked out at the guessed version, which is read with
 * the answer's parts (`guess`). The same search asked again while being worked out waits for that one
 * answer rather than working it out twice (lru-cache's fetch). At most `maxBytes`, by each answer's
 * JSON length twice over (roughly what the objects take in memory), the least recently used dropped
 * first; 0 keeps nothing and works out every search.
 */
export function createSearchCache<Q extends object, R extends object>(opts: {
  maxBytes: number;
  keyOf: (query: Q) => string;
  /** undefined: no version to trust (its row was deleted), so nothing is kept or answered from the cache. */
  version: () => Promise<number | undefined>;
  /** `version`: the catalogue version read for this search, when one was read (not with the cache off). */
  compute: (query: Q, version?: number) => Promise<R>;
  /**
   * A version known without a statement that is likely current (the memory index's), and a way to work a
   * search out at it that confirms it while reading (undefined when it was not current). A search with
   * no answer kept under the guess is worked out that way first, so a miss sends no statement for the
   * version alone; a kept answer is still only given after the version is read.
   */
  guess?: {
    version: () => number | undefined;
    compute: (query: Q, version: number, fresh: boolean) => Promise<R | undefined>;
    /**
     * Whether the guessed version was current a moment ago (the memory index's FRESH_MS): then an answer
     * at it is given, kept or worked out, without the version being read, and stands even if the
     * catalogue moved on meanwhile (decision 026, "Answers a moment behind").
     */
    fresh?: () => boolean;
  };
}): SearchCache<Q, R> {
  const counts = { hits: 0, misses: 0, clears: 0 };
  if (opts.maxBytes <= 0) {
    return {
      get: async (query) => {
        counts.misses++;
        const guess = opts.guess?.version();
        return (guess !== undefined ? await opts.guess!.compute(query, guess, opts.guess!.fresh?.() ?? false) : undefined) ?? opts.compute(query);
      },
      stats: () => ({ ...counts, entries: 0, bytes: 0, maxBytes: 0 }),
    };
  }
  let current: number | undefined;
  const lru = new LRUCache<string, R, { query: Q; version: number; computed: boolean }>({
    maxSize: opts.maxBytes,
    // An answer bigger than the whole cache is not kept (lru-cache drops it rather than failing).
    sizeCalculation: (answer) => Math.max(1, JSON.stringify(answer).length * 2),
    fetchMethod: async (_key, _stale, { context }) => {
      context.computed = true;
      return opts.compute(context.query, context.version);
    },
    // An answer worked out at the guessed version may be set under the key a fetch is working out (both
    // at the same version, so the same answer): the fetch then finishes and answers its waiters instead of
    // failing them with "replaced".
    ignoreFetchAbort: true,
    allowStaleOnFetchAbort: true,
  });

  async function get(query: Q): Promise<R> {
    const guessed = await answerAtGuess(query);
    if (guessed !== undefined) return guessed;
    const version = await opts.version();
    if (version === undefined) {
      dropAllBut(undefined);
      current = undefined;
      counts.misses++;
      return opts.compute(query);
    }
    // An older number than one seen: a read that finished late on a pool (or a database put back from a
    // copy). Worked out, not kept, and nothing dropped.
    if (current !== undefined && version < current) {
      counts.misses++;
      return opts.compute(query, version);
    }
    if (current === undefined || version > current) {
      if (current !== undefined) counts.clears++;
      dropAllBut(version);
      current = version;
    }
    const context = { query, version, computed: false };
    const key = `${version}\n${opts.keyOf(query)}`;
    let answer: R | undefined;
    try {
      answer = await lru.fetch(key, { context });
    } catch (err) {
      // A fetch the cache gave up on (its key replaced or deleted) is this search's to work out again.
      if (!(err instanceof Error && /replaced|deleted|evicted|aborted/i.test(err.message))) throw err;
    }
    if (context.computed) counts.misses++;
    else counts.hits++;
    // fetch answers undefined only when the fetch was given up on: the answer set over it (the same
    // search at the same version) is given, else it is worked out here.
    return answer ?? lru.get(key) ?? opts.compute(query, version);
  }

  /** Searches being worked out at a guessed version, by key: the same search asked meanwhile waits for it. */
  const guessing = new Map<string, Promise<R | undefined>>();

  /** The answer worked out at the guessed version when none is kept under it and the guess held; kept. */
  async function answerAtGuess(query: Q): Promise<R | undefined> {
    const guess = opts.guess?.version();
    if (guess === undefined) return undefined;
    const fresh = opts.guess!.fresh?.() ?? false;
    if (!fresh && current !== undefined && guess < current) return undefined;
    const key = `${guess}\n${opts.keyOf(query)}`;
    if (lru.has(key)) {
      if (!fresh) return undefined;
      counts.hits++;
      return lru.get(key);
    }
    const pending = guessing.get(key);
    if (pending) {
      const answer = await pending;
      if (answer !== undefined) counts.hits++;
      return answer;
    }
    const computing = opts.guess!.compute(query, guess, fresh).finally(() => guessing.delete(key));
    guessing.set(key, computing);
    const answer = await computing;
    if (answer === undefined) return undefined;
    counts.misses++;
    if (current === undefined || guess > current) {
      if (current !== undefined) counts.clears++;
      dropAllBut(guess);
      current = guess;
    }
    // A newer version may have been seen while it was worked out: then it is given, not kept.
    if (guess === current) lru.set(key, answer);
    return answer;
  }

  /**
   * Drops the kept answers of every other version. An answer still being worked out stays until it is
   * done: deleting it would fail the requests waiting for it, and no later search reads it (keys start
   * with the version); the size bound drops it in time.
   */
  function dropAllBut(version: number | undefined): void {
    const prefix = `${version}\n`;
    for (const key of [...lru.keys()]) if ((version === undefined || !key.startsWith(prefix)) && lru.has(key)) lru.delete(key);
  }

  return { get, stats: () => ({ ...counts, entries: lru.size, bytes: lru.calculatedSize, maxBytes: opts.maxBytes }) };
}

/** The same key for the same search however its parameters were ordered (lists sorted, unset ones left out). */
export function searchKey(query: object): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
