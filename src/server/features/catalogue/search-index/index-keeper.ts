import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import * as repo from '../repository';
import type { CatalogueIndex } from './catalogue-index';
import { IndexBuilder } from './index-builder';
import { parsePlainTsquery, parsePrefixTsquery } from './lexemes';

/**
 * Parts read per statement while building: small enough that requests are answered between batches (on
 * the embedded database a batch runs on the server's one thread: 5,000 parts held it about 250 ms).
 */
const BATCH = 1000;
/** A rebuild waits this many times as long as the last one took after it ended: at most a fifth of a core. */
const REST_FACTOR = 4;

export type IndexKeeper = {
  /** The index at catalogue `version`, or undefined (the database answers; a build is started when due). */
  at(version: number): CatalogueIndex | undefined;
  /** The newest index built, whatever the catalogue's version now (a search guesses it is current: service.ts). */
  newest(): CatalogueIndex | undefined;
  /** The lexemes plainto_tsquery makes of `text`, remembered; undefined for a query the index does not answer. */
  lexemesOf(text: string): Promise<string[] | undefined>;
  /** The one lexeme of a part number's OEM prefix query, remembered; undefined when the query is not one prefix. */
  oemPrefixOf(n: string): Promise<string | undefined>;
  /** Builds the index at the current version now, and waits for it (start-up, tests). */
  build(): Promise<void>;
  /** Waits for a build in progress and starts no more. */
  close(): Promise<void>;
  stats(): { version: number | null; parts: number; builds: number; lastBuildMs: number };
};

/** A query's parse from `cache`, else read and kept; `false` keeps "the index does not answer it". */
async function remembered<T extends object | string>(cache: LRUCache<string, T | false>, key: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
  let value = cache.get(key);
  if (value === undefined) {
    value = (await read()) ?? false;
    cache.set(key, value);
  }
  return value === false ? undefined : value;
}

/**
 * Keeps this server's memory index of the catalogue (docs/decisions/026-catalogue-index-in-memory.md) at
 * the newest catalogue version it has seen. An index is used only at exactly the version it was built
 * at: the version is read before the parts, and every change to them advances it in the same
 * transaction (decision 024), so an index read while a change committed is never used. A newer version
 * starts a build in the background; until it is done the database answers.
 */
export function createIndexKeeper(deps: { db: Db; onError?: (err: unknown) => void }): IndexKeeper {
  const { db } = deps;
  let index: CatalogueIndex | undefined;
  let building: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastEnd = -Infinity;
  let lastMs = 0;
  let builds = 0;
  let closed = false;
  const queries = new LRUCache<string, string[] | false>({ max: 2000 });
  const numberQueries = new LRUCache<string, string | false>({ max: 2000 });

  async function load(): Promise<CatalogueIndex | undefined> {
    const version = await repo.currentCatalogueVersion(db);
    if (version === undefined) return undefined;
    const categories = await repo.categoriesForIndex(db);
    const models = await repo.listVehicles(db);
    const builder = new IndexBuilder();
    for (let after = 0; ; ) {
      const rows = await repo.partsForIndex(db, after, BATCH);
      builder.add(rows);
      if (rows.length < BATCH || closed) break;
      after = rows[rows.length - 1]!.id;
      await yieldToRequests();
    }
    return closed ? undefined : builder.finish(version, categories, models);
  }

  function start(): Promise<void> {
    timer = undefined;
    if (building) return building;
    const began = performance.now();
    building = load()
      .then((built) => {
        if (built && !closed && (index === undefined || built.version >= index.version)) index = built;
      })
      .catch((err: unknown) => deps.onError?.(err))
      .finally(() => {
        lastMs = performance.now() - began;
        lastEnd = performance.now();
        builds++;
        building = undefined;
      });
    return building;
  }

  return {
    at(version) {
      if (index?.version === version) return index;
      if (!closed && !building && !timer && (index === undefined || version > index.version)) {
        const wait = lastMs * REST_FACTOR - (performance.now() - lastEnd);
        if (wait <= 0) void start();
        else timer = setTimeout(start, wait).unref();
      }
      return undefined;
    },
    newest: () => index,
    lexemesOf: (text) => remembered(queries, text, async () => parsePlainTsquery(await repo.plainTsquery(db, text))),
    oemPrefixOf: (n) => remembered(numberQueries, n, async () => parsePrefixTsquery(await repo.oemPrefixTsquery(db, n))),
    async build() {
      if (timer) clearTimeout(timer);
      await building;
      await start();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await building;
    },
    stats: () => ({ version: index?.version ?? null, parts: index?.size ?? 0, builds, lastBuildMs: Math.round(lastMs) }),
  };
}
