import { describe, expect, it } from 'vitest';
import { createSearchCache, searchKey } from './search-cache';

/** A cache over a search the test finishes by hand, and a version it sets. */
function harness() {
  let version: number | undefined = 1;
  const pending: { query: { q: string }; resolve: (answer: { q: string; at: number | undefined }) => void }[] = [];
  const cache = createSearchCache<{ q: string }, { q: string; at: number | undefined }>({
    maxBytes: 1024 * 1024,
    keyOf: searchKey,
    version: async () => version,
    compute: (query) => new Promise((resolve) => pending.push({ query, resolve })),
  });
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return {
    cache,
    pending,
    tick,
    setVersion: (v: number | undefined) => (version = v),
    /** Finishes every search being worked out, each with the version it was asked under. */
    finishAll: async (at: number | undefined) => {
      for (const p of pending.splice(0)) p.resolve({ q: p.query.q, at });
      await tick();
    },
  };
}

describe('createSearchCache', () => {
  it('answers everyone waiting on a search when the catalogue changes while it is worked out', async () => {
    const h = harness();
    const first = h.cache.get({ q: 'brake' });
    const second = h.cache.get({ q: 'brake' });
    await h.tick();
    expect(h.pending).toHaveLength(1);
    h.setVersion(2);
    const afterChange = h.cache.get({ q: 'brake' });
    await h.tick();
    expect(h.pending).toHaveLength(2); // the change means it is worked out again for the new version
    await h.finishAll(2);
    await expect(first).resolves.toMatchObject({ q: 'brake' });
    await expect(second).resolves.toBe(await first);
    await expect(afterChange).resolves.toMatchObject({ q: 'brake' });
    expect(h.cache.stats()).toMatchObject({ hits: 1, misses: 2, clears: 1 });
  });

  it('drops the answers of older versions and never serves them', async () => {
    const h = harness();
    const a = h.cache.get({ q: 'pads' });
    await h.tick();
    await h.finishAll(1);
    expect(await a).toEqual({ q: 'pads', at: 1 });
    h.setVersion(3);
    const b = h.cache.get({ q: 'pads' });
    await h.tick();
    expect(h.cache.stats().entries).toBe(1); // the one being worked out
    await h.finishAll(3);
    expect(await b).toEqual({ q: 'pads', at: 3 });
    expect(await h.cache.get({ q: 'pads' })).toEqual({ q: 'pads', at: 3 });
  });

  it('works out, without keeping, a search that read an older version than one already seen', async () => {
    const h = harness();
    h.setVersion(5);
    const a = h.cache.get({ q: 'filter' });
    await h.tick();
    await h.finishAll(5);
    await a;
    h.setVersion(4);
    const late = h.cache.get({ q: 'filter' });
    await h.tick();
    await h.finishAll(4);
    expect(await late).toEqual({ q: 'filter', at: 4 });
    h.setVersion(5);
    expect(await h.cache.get({ q: 'filter' })).toEqual({ q: 'filter', at: 5 });
    expect(h.cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 1 });
  });

  it('works a search with nothing kept out at the guessed version first, and keeps it when the guess held', async () => {
    let version = 7;
    const computed: string[] = [];
    const make = (maxBytes: number, guess: number | undefined) =>
      createSearchCache<{ q: string }, { q: string; at: number | undefined }>({
        maxBytes,
        keyOf: searchKey,
        version: async () => (computed.push('version read'), version),
        compute: async (query, at) => (computed.push(`worked out at ${at}`), { q: query.q, at }),
        // The guess holds only while it is the version.
        guess: { version: () => guess, compute: async (query, at) => (computed.push(`guessed ${at}`), at === version ? { q: query.q, at } : undefined) },
      });
    const cache = make(1024 * 1024, 7);
    expect(await cache.get({ q: 'hub' })).toEqual({ q: 'hub', at: 7 });
    expect(computed.splice(0)).toEqual(['guessed 7']);
    expect(await cache.get({ q: 'hub' })).toEqual({ q: 'hub', at: 7 });
    expect(computed.splice(0)).toEqual(['version read']); // kept: given after the version is read
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    // The catalogue changed and the guess is behind: the usual way, at the version read.
    version = 8;
    expect(await cache.get({ q: 'rotor' })).toEqual({ q: 'rotor', at: 8 });
    expect(computed.splice(0)).toEqual(['guessed 7', 'version read', 'worked out at 8']);
    expect(cache.stats()).toMatchObject({ misses: 2, clears: 1, entries: 1 });
    // A guess older than a version already seen is not tried.
    expect(await cache.get({ q: 'hub' })).toEqual({ q: 'hub', at: 8 });
    expect(computed.splice(0)).toEqual(['version read', 'worked out at 8']);
    // The same search asked while it is worked out at the guess waits for that answer.
    const current = make(1024 * 1024, 8);
    const [a, b] = await Promise.all([current.get({ q: 'drum' }), current.get({ q: 'drum' })]);
    expect(b).toBe(a);
    expect(computed.splice(0)).toEqual(['guessed 8']);
    expect(current.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    // With the cache off, the same: the guess first, the usual way when it did not hold.
    expect(await make(0, 8).get({ q: 'hub' })).toEqual({ q: 'hub', at: 8 });
    expect(computed.splice(0)).toEqual(['guessed 8']);
    expect(await make(0, 7).get({ q: 'hub' })).toEqual({ q: 'hub', at: undefined });
    expect(computed.splice(0)).toEqual(['guessed 7', 'worked out at undefined']);
  });

  it('keys a search the same however its parameters and lists are ordered, leaving unset ones out', () => {
    expect(searchKey({ a: 1, b: ['y', 'x'], c: undefined, d: '' })).toBe(searchKey({ b: ['x', 'y'], a: 1 }));
    expect(searchKey({ a: 1 })).not.toBe(searchKey({ a: 2 }));
  });
});

describe('an answer worked out at the guessed version while the same search is fetched', () => {
  it('answers both: the fetch is not failed by the answer set over it', async () => {
    let guess: number | undefined = undefined;
    const slow: ((answer: { q: string; by: string }) => void)[] = [];
    const cache = createSearchCache<{ q: string }, { q: string; by: string }>({
      maxBytes: 1024 * 1024,
      keyOf: searchKey,
      version: async () => 7,
      compute: (query) => new Promise((resolve) => slow.push(() => resolve({ q: query.q, by: 'fetch' }))),
      guess: { version: () => guess, compute: async (query) => ({ q: query.q, by: 'guess' }) },
    });
    // No guess yet (the memory index is being built): the search is fetched at the version read.
    const fetched = cache.get({ q: 'radiator' });
    await new Promise((r) => setTimeout(r, 0));
    expect(slow).toHaveLength(1);
    // The index is built at that version: the same search, asked now, is worked out there and kept.
    guess = 7;
    await expect(cache.get({ q: 'radiator' })).resolves.toEqual({ q: 'radiator', by: 'guess' });
    slow[0]!({ q: 'radiator', by: 'fetch' });
    await expect(fetched).resolves.toMatchObject({ q: 'radiator' });
  });
});

describe('createSearchCache with a fresh guess (an index known current a moment ago)', () => {
  function guessing(fresh: { now: boolean }) {
    const versionReads: number[] = [];
    const computed: { version: number; fresh: boolean }[] = [];
    let dbVersion = 5;
    const cache = createSearchCache<{ q: string }, { q: string; at: number }>({
      maxBytes: 1024 * 1024,
      keyOf: searchKey,
      version: async () => (versionReads.push(dbVersion), dbVersion),
      compute: async (query, version) => ({ q: query.q, at: version ?? -1 }),
      guess: {
        version: () => 4,
        // A guess not known fresh confirms the version with its read: it fails here (the database is at 5).
        compute: async (query, version, isFresh) => (computed.push({ version, fresh: isFresh }), isFresh ? { q: query.q, at: version } : undefined),
        fresh: () => fresh.now,
      },
    });
    return { cache, versionReads, computed, setDb: (v: number) => (dbVersion = v) };
  }

  it('answers at the guess without reading the version, and gives the kept answer again while fresh', async () => {
    const h = guessing({ now: true });
    expect(await h.cache.get({ q: 'brake' })).toEqual({ q: 'brake', at: 4 });
    expect(await h.cache.get({ q: 'brake' })).toEqual({ q: 'brake', at: 4 });
    expect(h.versionReads).toEqual([]);
    expect(h.computed).toEqual([{ version: 4, fresh: true }]);
    expect(h.cache.stats()).toMatchObject({ hits: 1, misses: 1 });
  });

  it('reads the version once the guess is no longer fresh, and answers at the version read', async () => {
    const fresh = { now: true };
    const h = guessing(fresh);
    await h.cache.get({ q: 'brake' });
    fresh.now = false;
    expect(await h.cache.get({ q: 'brake' })).toEqual({ q: 'brake', at: 5 });
    expect(h.versionReads).toEqual([5]);
  });
});
