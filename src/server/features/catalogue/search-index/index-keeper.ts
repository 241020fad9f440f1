import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import * as repo from '../repository';
import * as indexRepo from './repository';
import type { CatalogueIndex } from './catalogue-index';
import type { IndexModel } from './index-data';
import { IndexBuilder } from './index-builder';
import { LayeredIndex, type SearchIndex } from './layered-index';
import { parsePlainTsquery, parsePrefixTsquery } from './lexemes';

/**
 * Parts read per statement while building: small enough that requests are answered between batches (on
 * the embedded database a batch runs on the server's one thread: 5,000 parts held it about 250 ms).
 */
const BATCH = 1000;
/** A rebuild waits this many times as long as the last one took after it ended: at most a fifth of a core. */
const REST_FACTOR = 4;
/**
 * Changed parts a layer over the built index holds before a rebuild is started (in the background: the
 * layer keeps answering meanwhile). Each change rebuilds only the layer, so it is kept small.
 */
const LAYER_MAX = 5000;
/** An index this many versions behind rebuilds: the change log keeps a million (drizzle/0044). */
const LOG_VERSIONS = 500_000;
/**
 * How long after the index was last known current it still answers searches without the version being
 * read (decision 026, "Answers a moment behind"): a change reaches search within about this long plus
 * one update, and a search while the catalogue changes many times a second (an import) is answered
 * from memory instead of by the database.
 */
export const FRESH_MS = 500;
/**
 * How much longer than FRESH_MS the index still answers while the update that confirms it (or lays the
 * newer changes over it) runs: the update is started as FRESH_MS runs out, so searches meanwhile are not
 * sent to the database (each such search costs several statements, on the embedded database behind an
 * import's batch). A change therefore reaches search within FRESH_MS plus at most this.
 */
export const UPDATE_GRACE_MS = 1000;

export type IndexKeeper = {
  /** The index at catalogue `version`, or undefined (the database answers; a build is started when due). */
  at(version: number): SearchIndex | undefined;
  /** The newest index built, whatever the catalogue's version now (a search guesses it is current: service.ts). */
  newest(): SearchIndex | undefined;
  /** Whether the newest index was the catalogue's current version within FRESH_MS: it may answer without the version being read. */
  fresh(): boolean;
  /** The catalogue was at `version` when a read that began at `at` (performance.now()) ran: confirms the index, or starts its update. */
  seen(version: number, at: number): void;
  /** This server just changed the catalogue: the next search reads the version, so the change shows at once here. */
  changed(): void;
  /** The lexemes plainto_tsquery makes of `text`, remembered; undefined for a query the index does not answer. */
  lexemesOf(text: string): Promise<string[] | undefined>;
  /** The one lexeme of a part number's OEM prefix query, remembered; undefined when the query is not one prefix. */
  oemPrefixOf(n: string): Promise<string | undefined>;
  /** Builds the index at the current version now, and waits for it (start-up, tests). */
  build(): Promise<void>;
  /** Waits for a build in progress and starts no more. */
  close(): Promise<void>;
  stats(): { version: number | null; parts: number; builds: number; lastBuildMs: number; updates: number; layered: number };
  /** Brings the index to the catalogue's current version, by a change laid over it when it can, and waits (tests). */
  catchUp(): Promise<void>;
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
  /** What searches read: the index built whole, or with the changes since laid over it. */
  let index: SearchIndex | undefined;
  /** The index built whole, what it was built from, and the changed parts laid over it (null: retired or gone). */
  let base: { index: CatalogueIndex; categories: indexRepo.IndexCategory[]; models: IndexModel[]; readAt: number } | undefined;
  const layer = new Map<number, indexRepo.IndexRow | null>();
  /** The version the layer brings the base to (the base's own, with no layer yet). */
  let layerVersion = 0;
  /** When (performance.now()) a read last found the catalogue at the version of `index`. */
  let confirmedAt = -Infinity;
  /** The confirmation whose grace (UPDATE_GRACE_MS) an update was started for. */
  let graceOf = -Infinity;
  let updating: Promise<void> | undefined;
  let updates = 0;
  let building: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastEnd = -Infinity;
  let lastMs = 0;
  let builds = 0;
  let closed = false;
  const queries = new LRUCache<string, string[] | false>({ max: 2000 });
  const numberQueries = new LRUCache<string, string | false>({ max: 2000 });

  async function load(): Promise<{ index: CatalogueIndex; categories: indexRepo.IndexCategory[]; models: IndexModel[]; readAt: number } | undefined> {
    const readAt = performance.now();
    const version = await repo.currentCatalogueVersion(db);
    if (version === undefined) return undefined;
    const categories = await indexRepo.categoriesForIndex(db);
    const models = await repo.listVehicles(db);
    const builder = new IndexBuilder();
    for (let after = 0; ; ) {
      const rows = await indexRepo.partsForIndex(db, after, BATCH);
      builder.add(rows);
      if (rows.length < BATCH || closed) break;
      after = rows[rows.length - 1]!.id;
      await yieldToRequests();
    }
    return closed ? undefined : { index: builder.finish(version, categories, models), categories, models, readAt };
  }

  /**
   * Brings the index to the current version by laying the parts changed since over it: a few statements
   * and a small build, where a rebuild reads every part. A change to categories or vehicles, too many
   * changed parts, or a log that no longer reaches back that far starts a rebuild instead.
   */
  async function update(): Promise<void> {
    if (!base || !index) return;
    const from = layerVersion;
    const readAt = performance.now();
    const version = await repo.currentCatalogueVersion(db);
    if (version === undefined || version <= from) {
      if (version === index.version) confirmedAt = Math.max(confirmedAt, readAt);
      return;
    }
    const changes = await indexRepo.partChangesSince(db, from);
    if (changes.structural || version - from > LOG_VERSIONS) {
      if (!building) void start();
      return;
    }
    // A layer grown large starts a rebuild. While it runs, the layer goes on taking changes up to twice
    // its limit (an import's batches); past that the database answers until the rebuild is done.
    const limit = Math.max(LAYER_MAX, base.index.size / 10);
    if (layer.size + changes.ids.length > limit) {
      if (!building) {
        void start();
        return;
      }
      if (layer.size + changes.ids.length > 2 * limit) return;
    }
    const rows = await indexRepo.partsForIndexByIds(db, changes.ids);
    if (closed || !base || layerVersion !== from) return;
    for (const id of changes.ids) layer.set(id, null);
    for (const row of rows) layer.set(row.id, row);
    const builder = new IndexBuilder();
    builder.add([...layer.values()].filter((r): r is indexRepo.IndexRow => r !== null).sort((a, b) => a.id - b.id));
    index = new LayeredIndex(base.index.without(layer.keys()), builder.finish(version, base.categories, base.models), version);
    layerVersion = version;
    confirmedAt = readAt;
    updates++;
  }

  /** Starts an update unless one is running (or the keeper is closed); the running one when there is. */
  function requestUpdate(): Promise<void> | undefined {
    if (closed) return undefined;
    updating ??= update()
      .catch((err: unknown) => deps.onError?.(err))
      .finally(() => (updating = undefined));
    return updating;
  }

  function start(): Promise<void> {
    timer = undefined;
    if (building) return building;
    const began = performance.now();
    building = load()
      .then((built) => {
        if (!built || closed) return;
        // A build overtaken by changes laid over the old index becomes the base they are laid over again;
        // until they are, the old index (the newer) keeps answering.
        base = built;
        layer.clear();
        layerVersion = built.index.version;
        if (index === undefined || built.index.version >= index.version) {
          if (index?.version !== built.index.version) confirmedAt = built.readAt;
          index = built.index;
        } else void requestUpdate();
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
      if (index !== undefined && base !== undefined && version > index.version) {
        void requestUpdate();
        return undefined;
      }
      if (!closed && !building && !timer && (index === undefined || version > index.version)) {
        const wait = lastMs * REST_FACTOR - (performance.now() - lastEnd);
        if (wait <= 0) void start();
        else timer = setTimeout(start, wait).unref();
      }
      return undefined;
    },
    newest: () => index,
    fresh() {
      if (index === undefined) return false;
      const age = performance.now() - confirmedAt;
      if (age <= FRESH_MS) return true;
      if (age > FRESH_MS + UPDATE_GRACE_MS || base === undefined) return false;
      // Out of date by a moment: the update that reads the version is started, once for each confirmation,
      // and the index goes on answering while it runs. One that could not bring the index up to date (a
      // rebuild is due) leaves the searches to read the version, as before.
      if (graceOf !== confirmedAt) {
        graceOf = confirmedAt;
        void requestUpdate();
      }
      return updating !== undefined;
    },
    changed: () => void (confirmedAt = -Infinity),
    seen(version, at) {
      if (index === undefined) return;
      if (version === index.version) confirmedAt = Math.max(confirmedAt, at);
      else if (version > index.version && base !== undefined) void requestUpdate();
    },
    lexemesOf: (text) => remembered(queries, text, async () => parsePlainTsquery(await indexRepo.plainTsquery(db, text))),
    oemPrefixOf: (n) => remembered(numberQueries, n, async () => parsePrefixTsquery(await indexRepo.oemPrefixTsquery(db, n))),
    async build() {
      if (timer) clearTimeout(timer);
      await building;
      await start();
    },
    async catchUp() {
      await updating;
      await (updating = update().finally(() => (updating = undefined)));
      await building;
      await updating;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await building;
      await updating;
    },
    stats: () => ({ version: index?.version ?? null, parts: index?.size ?? 0, builds, lastBuildMs: Math.round(lastMs), updates, layered: layer.size }),
  };
}
