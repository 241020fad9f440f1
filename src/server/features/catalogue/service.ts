import { deliveredEstimate } from '../../../shared/landed-cost';
import { optionalCents } from '../../modules/money/cents';
import { partPriceJmdCents } from '../../../shared/orders';
import type { LandedCost, LandedCostRatesInput } from '../../../shared/schemas/landed-cost';
import { normaliseChassisCode, SIMILAR_PARTS_COUNT } from '../../../shared/catalogue';
import {
  PARTS_COUNT_CAP,
  type Fitment,
  type Part,
  type PartDetail,
  type PartSearchQuery,
  type PartSearchResult,
  type PartSuggestions,
  type SimilarParts,
  type VehicleMake,
} from '../../../shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './repository';
import * as searchRepo from './search/repository';
import * as wordsRepo from './search-words/repository';
import { ratesFromRecord } from '../../lib/landed-cost-rates';
import { PartIdParamsSchema } from './part-id';
import { completeWord } from './word-completion';
import { createSearchCache, searchKey } from './search-cache';
import { createVersionMemo } from './version-memo';
import { searchKeysOf } from '../../db/fit-keys';
import type { IndexKeeper } from './search-index/index-keeper';
import { indexAnswers } from './search-index/part-filter';
import type { SearchIndex } from './search-index/layered-index';
import { WordTrigrams } from './search-index/trigrams';
import { correctTypos } from './typo-correction';

const TOP_BRANDS = 12;
/** The most suggestions of each sort the search box shows. */
const SUGGESTIONS = 5;
const CONDITION_LABELS: Record<string, string> = { new: 'New', used: 'Used', refurbished: 'Refurbished' };
const MARKETPLACE_LABELS: Record<string, string> = { ebay: 'eBay', amazon: 'Amazon', local: 'Local' };

/** Upper-case letters and digits only, as part_number_norm and oem_norm are stored. */
export function normalisePartNumber(s: string): string {
  return s.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * Typed like a part or OEM number: letters, digits and separators only, at least one digit and four
 * characters ("BKR6E-11", "0 986 494 123", "04465 12592"). Words like "brake pads" never are.
 */
export function looksLikePartNumber(q: string): boolean {
  const n = normalisePartNumber(q);
  return n.length >= 4 && n.length <= 30 && /\d/.test(n) && /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/.test(q);
}

/**
 * The fitment a list part is shown with (its card's "Fits:" line): the vehicle searched for when the
 * part fits it, else the model its title names, else its first row.
 */
function primaryFitment(row: repo.PartRow, fits: repo.FitmentRow[], filter?: searchRepo.PartFilter): repo.FitmentRow | undefined {
  const byVehicle = filter !== undefined && (filter.modelId !== undefined || filter.chassis !== undefined);
  const searched = byVehicle
    ? fits.find((f) => (filter.modelId === undefined || f.modelId === filter.modelId) && (filter.chassis === undefined || f.chassisCodes.includes(filter.chassis)))
    : undefined;
  return searched ?? fits.find((f) => row.title.includes(` — ${f.make} ${f.model} `)) ?? fits[0];
}

/** The workings of a sourced part's delivered estimate; null for the shop's own parts, or without a weight or rates. */
function landedCostOf(row: repo.PartRow, rates: LandedCostRatesInput | undefined): LandedCost | null {
  if (!rates || row.marketplace === 'local' || row.weightGrams === null) return null;
  return deliveredEstimate({ priceCents: row.priceCents, usShippingCents: row.usShippingCents, weightGrams: row.weightGrams }, rates);
}

/** Part.delivered: the J$ a customer in Jamaica pays (the shop's own parts) or will about pay (sourced ones). */
function deliveredOf(row: repo.PartRow, rates: LandedCostRatesInput | undefined): Part['delivered'] {
  if (!rates) return null;
  if (row.marketplace === 'local') return { jmd: partPriceJmdCents(row.priceCents, Math.round(rates.exchangeRateJmd * 100)) / 100, estimate: false };
  const landed = landedCostOf(row, rates);
  return landed ? { jmd: landed.totalJmd, estimate: true } : null;
}

function toPart(row: repo.PartRow, fits: repo.FitmentRow[], rates: LandedCostRatesInput | undefined, filter?: searchRepo.PartFilter): Part {
  const first = primaryFitment(row, fits, filter);
  return {
    id: row.id,
    title: row.title,
    price: row.priceCents / 100,
    originalPrice: row.originalPriceCents === null ? null : row.originalPriceCents / 100,
    usShipping: row.usShippingCents / 100,
    imageUrl: row.imageUrl,
    condition: row.condition,
    brand: row.brand,
    rating: row.ratingTenths / 10,
    reviewCount: row.reviewCount,
    marketplace: row.marketplace,
    shippingDays: row.shippingDays,
    inStock: row.inStock,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categorySlug: row.categorySlug,
    makeId: first?.makeId ?? null,
    modelId: first?.modelId ?? null,
    yearId: first?.yearFrom ?? null,
    fitChassis: first?.chassisCodes ?? [],
    description: row.description,
    partNumber: row.partNumber,
    oemNumbers: row.oemNumbers,
    universal: row.universal,
    createdAt: row.createdAt.toISOString(),
    delivered: deliveredOf(row, rates),
  };
}

/** Parts read by id, put in the page's order. */
function inOrder(ids: number[], rows: repo.PartRow[]): repo.PartRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toFitment(f: repo.FitmentRow): Fitment {
  return { makeId: f.makeId, make: f.make, modelId: f.modelId, model: f.model, chassisCodes: f.chassisCodes, yearFrom: f.yearFrom, yearTo: f.yearTo };
}

/**
 * countCap: PARTS_COUNT_CAP, smaller in tests that look past it without seeding 10,000 parts.
 * cacheBytes: how much of this server's memory keeps search answers (search-cache.ts); 0 keeps none.
 * index: this server's memory index of the catalogue (search-index/), which answers the searches it
 *   can once built at the current catalogue version; without it the database answers every search.
 */
export function createCatalogueService(deps: { db: Db; countCap?: number; cacheBytes?: number; index?: IndexKeeper }) {
  const { db, countCap = PARTS_COUNT_CAP, cacheBytes = 0, index } = deps;

  /**
   * GET /api/parts worked out (searchCache below keeps the answers). At most seven statements whatever the
   * page size: typo lookup, part-number probe (none when the memory index answers it), the models a
   * vehicle names, then pageAndCounts: the page and the total with the facets (exact up to the cap, over
   * the same rows), the page's parts and fitment, and the landed-cost rates (each part's J$ price is
   * worked out once, here, for the page).
   * `version`: the catalogue version the search cache read, if it read one.
   */
  async function searchUncached(q: PartSearchQuery, version?: number): Promise<PartSearchResult> {
    // The memory index answers only at the version it was built at, so with it the version is read first
    // (when the index's own version was not confirmed: searchAtIndexVersion).
    const currentVersion = index === undefined ? version : (version ?? (await versionNow()));
    return (await workOut(q, currentVersion, false))!;
  }

  /**
   * A search worked out from the memory index at the index's own version before the version is read: it
   * is read with the page's parts, in the same statement, and the answer stands only if the two agree
   * (the version only grows, so every read in between saw it too). undefined when they do not, or when
   * the index does not answer the search (the database's answer is not checked against a version).
   */
  function searchAtIndexVersion(q: PartSearchQuery, guess: number, fresh: boolean): Promise<PartSearchResult | undefined> {
    return workOut(q, guess, !fresh);
  }

  /** searchUncached at `currentVersion`; with `confirm`, see searchAtIndexVersion. */
  async function workOut(q: PartSearchQuery, currentVersion: number | undefined, confirm: boolean): Promise<PartSearchResult | undefined> {
    const filter: searchRepo.PartFilter = {
      makeId: q.makeId,
      modelId: q.modelId,
      chassis: q.chassis ? normaliseChassisCode(q.chassis) || undefined : undefined,
      year: q.yearId,
      categoryId: q.categoryId,
      categorySlug: q.category || undefined,
      conditions: q.condition,
      marketplaces: q.marketplace,
      brand: q.brand || undefined,
      minPriceCents: optionalCents(q.minPrice),
      maxPriceCents: optionalCents(q.maxPrice),
      inStock: q.inStock === undefined ? undefined : q.inStock === 'true',
    };
    if (filter.modelId !== undefined || filter.makeId !== undefined || filter.chassis !== undefined) {
      const vehicle = { makeId: filter.makeId, modelId: filter.modelId, chassis: filter.chassis };
      const models = await memo(currentVersion, `models ${JSON.stringify(vehicle)}`, () => repo.vehicleModelsFor(db, vehicle));
      filter.vehicleKeys = searchKeysOf(models, filter.year);
    } else if (filter.year !== undefined) {
      filter.vehicleKeys = searchKeysOf(undefined, filter.year);
    }
    let searchedFor: string | null = null;
    const text = q.query?.trim();
    if (text) {
      const n = normalisePartNumber(text);
      if (looksLikePartNumber(text) && (await partNumberExists(n, currentVersion))) {
        filter.partNumber = n;
      } else {
        const vocabulary = currentVersion === undefined ? undefined : await memo(currentVersion, 'vocabulary', async () => new WordTrigrams(await wordsRepo.vocabulary(db)));
        const fixed = await correctTypos(db, text, vocabulary);
        filter.text = fixed.text;
        if (fixed.corrected) searchedFor = fixed.text;
      }
    }

    const offset = (q.page - 1) * q.limit;
    const memory = await memoryIndexFor(filter, currentVersion);
    if (confirm && !memory) return undefined;
    const page = await pageAndCounts(filter, q.sort, offset, q.limit, currentVersion, memory, confirm);
    if (!page) return undefined;
    const { rows, facetRows, fits, ratesRow } = page;
    const rates = ratesRow && ratesFromRecord(ratesRow);
    const fitsOf = new Map<number, repo.FitmentRow[]>();
    for (const f of fits) {
      const list = fitsOf.get(f.partId);
      if (list) list.push(f);
      else fitsOf.set(f.partId, [f]);
    }

    const counted = facetRows.find((r) => r.facet === 'total')?.n ?? 0;
    const totalIsEstimate = counted > countCap;
    const total = Math.min(counted, countCap);
    const facet = (name: searchRepo.FacetRow['facet'], label: (r: searchRepo.FacetRow) => string) =>
      facetRows
        .filter((r) => r.facet === name)
        .map((r) => ({ value: r.value ?? '', label: label(r), count: r.n }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    return {
      parts: rows.map((r) => toPart(r, fitsOf.get(r.id) ?? [], rates, filter)),
      pagination: { page: q.page, totalPages: Math.ceil(total / q.limit), total, totalIsEstimate },
      facets: {
        condition: facet('condition', (r) => CONDITION_LABELS[r.value ?? ''] ?? r.value ?? ''),
        marketplace: facet('marketplace', (r) => MARKETPLACE_LABELS[r.value ?? ''] ?? r.value ?? ''),
        brand: facet('brand', (r) => r.label ?? ''),
        category: facet('category', (r) => r.label ?? ''),
      },
      searchedFor,
    };
  }

  /**
   * The page's parts with their fitment, the counts, and the landed-cost rates. From the memory index the
   * page's ids, the counts and the fitment cost no statement, and the parts are read by id (with
   * `confirm`, with the catalogue version; undefined when it is not `version`). In the
   * database, with words, the matches are read once for the page and the counts (searchWithWords) and
   * the page's parts are read by id; without, the page is read in order through the sort's index and
   * the counts from the facets' index, each on its own.
   */
  async function pageAndCounts(filter: searchRepo.PartFilter, order: searchRepo.PartOrder, offset: number, limit: number, version: number | undefined, memory: MemorySearch | undefined, confirm: boolean) {
    const currentRates = () => memo(version, 'rates', () => repo.currentRates(db));
    if (memory) {
      const found = memory.index.search(filter, memory.lexemes, order, offset, limit, countCap, TOP_BRANDS);
      const began = performance.now();
      const read = confirm ? repo.findPartsByIdsWithVersion(db, found.pageIds) : repo.findPartsByIds(db, found.pageIds).then((rows) => ({ rows, version }));
      const [{ rows, version: readAt }, ratesRow] = await Promise.all([read, currentRates()]);
      if (confirm && readAt !== undefined) index?.seen(readAt, began);
      if (readAt !== version) return undefined;
      // An index a moment behind may name a part retired since: the page leaves it out (its counts are a moment behind too).
      const live = rows.filter((r) => r.retiredAt === null);
      return { rows: inOrder(found.pageIds, live), facetRows: found.facets, fits: memory.index.fitmentsOf(found.pageIds), ratesRow };
    }
    const text = filter.text;
    if (text !== undefined) {
      const [found, ratesRow] = await Promise.all([
        searchRepo.searchWithWords(db, { ...filter, text }, order, offset, limit, countCap, TOP_BRANDS),
        currentRates(),
      ]);
      const { rows, fits } = await repo.findPartsWithFitments(db, found.pageIds);
      return { rows: inOrder(found.pageIds, rows), facetRows: found.facets, fits, ratesRow };
    }
    const [rows, facetRows, ratesRow] = await Promise.all([
      searchRepo.findParts(db, filter, order, offset, limit),
      searchRepo.countParts(db, filter, countCap, TOP_BRANDS),
      currentRates(),
    ]);
    const fits = await repo.fitmentsOf(db, rows.map((r) => r.id));
    return { rows, facetRows, fits, ratesRow };
  }

  /** The catalogue version now; the memory index hears it, so it knows it is current (or starts catching up). */
  async function versionNow(): Promise<number | undefined> {
    const began = performance.now();
    const version = await repo.currentCatalogueVersion(db);
    if (version !== undefined) index?.seen(version, began);
    return version;
  }

  const memo = createVersionMemo();
  type MemorySearch = { index: SearchIndex; lexemes: string[] | undefined };

  /** The memory index and the query's lexemes when the index can answer this search at `version`. */
  async function memoryIndexFor(filter: searchRepo.PartFilter, version: number | undefined): Promise<MemorySearch | undefined> {
    if (index === undefined || version === undefined || !indexAnswers(filter)) return undefined;
    const at = index.at(version);
    if (!at) return undefined;
    if (filter.partNumber !== undefined) {
      const oem = await index.oemPrefixOf(filter.partNumber);
      return oem === undefined ? undefined : { index: at, lexemes: [oem] };
    }
    if (filter.text === undefined) return { index: at, lexemes: undefined };
    const lexemes = await index.lexemesOf(filter.text);
    return lexemes && { index: at, lexemes };
  }

  /** Whether some part's number or OEM number starts with `n`: in the memory index when it can say. */
  async function partNumberExists(n: string, version: number | undefined): Promise<boolean> {
    const memory = await memoryIndexFor({ partNumber: n }, version);
    return memory ? memory.index.hasPartNumber(n, memory.lexemes![0]!) : searchRepo.partNumberExists(db, n);
  }

  const searchCache = createSearchCache({
    maxBytes: cacheBytes,
    keyOf: searchKey,
    version: () => versionNow(),
    compute: searchUncached,
    guess: index && { version: () => index.newest()?.version, compute: searchAtIndexVersion, fresh: () => index.fresh() },
  });

  async function getPart(id: number): Promise<PartDetail> {
    const row = await repo.findPart(db, id);
    if (!row) throw new AppError('not_found', 'Part not found');
    const [fits, ratesRow] = await Promise.all([repo.fitmentsOf(db, [id]), repo.currentRates(db)]);
    const rates = ratesRow && ratesFromRecord(ratesRow);
    return {
      ...toPart(row, fits, rates),
      fitment: fits.map(toFitment),
      landedCost: landedCostOf(row, rates),
      interchangeNumbers: row.interchangeNumbers,
      images: row.images.length > 0 ? row.images : [row.imageUrl],
      noLongerSold: row.retiredAt !== null,
    };
  }

  /**
   * GET /api/parts/suggestions: searches finishing the last typed word, from the catalogue's words (one
   * slip forgiven: word-completion.ts) or, after other words, from its title phrases (finishPhrase); the
   * parts whose number starts with what was typed, the categories a word starts, and, when none of those
   * matched, the words with their typos corrected. At most six small statements.
   */
  async function suggest(query: string): Promise<PartSuggestions> {
    const words = query.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).slice(0, 12);
    const last = words.at(-1) ?? '';
    const number = normalisePartNumber(query);
    // The words before the last are finished: their typos are corrected ("brkae pa" → "brake pads").
    const [before, completions, partNumbers, categoryRows] = await Promise.all([
      words.length > 1 ? correctTypos(db, words.slice(0, -1).join(' ')).then((fixed) => fixed.text) : Promise.resolve(''),
      last.length >= (words.length > 1 ? 1 : 2) && !/\d/.test(last) ? wordsRepo.wordsBeginningWith(db, last[0]!) : Promise.resolve([]),
      number.length >= 3 && /\d/.test(number) ? wordsRepo.partsByNumberPrefix(db, number, SUGGESTIONS) : Promise.resolve([]),
      last.length >= 3 ? wordsRepo.categoriesMatching(db, last, 3) : Promise.resolve([]),
    ]);
    const searches = before ? await finishPhrase(before, last, completions) : completeWord(last, completions, SUGGESTIONS);
    let didYouMean: string | null = null;
    if (searches.length === 0 && partNumbers.length === 0 && categoryRows.length === 0 && words.length > 0) {
      const fixed = await correctTypos(db, words.join(' '));
      if (fixed.corrected) didYouMean = fixed.text;
    }
    return { searches, partNumbers, categories: categoryRows, didYouMean };
  }

  /**
   * The searches finishing `last` after the (corrected) words `before`: the title phrases that begin with
   * the word before it and what is typed of the last ("brake p" → "brake pads"), the most used first, else
   * the last word finished alone; either way only searches some part has all the words of.
   */
  async function finishPhrase(before: string, last: string, vocabulary: { word: string; frequency: number }[]): Promise<string[]> {
    const earlier = before.split(' ');
    const previous = earlier.pop()!;
    const phrases = await wordsRepo.phrasesStartingWith(db, `${previous} ${last}`, SUGGESTIONS);
    const endings = phrases.length > 0 ? phrases.map((p) => p.slice(previous.length + 1)) : completeWord(last, vocabulary, SUGGESTIONS);
    const candidates = endings.map((word) => `${before} ${word}`);
    return wordsRepo.searchesWithMatches(db, candidates);
  }

  /** GET /api/parts/:id/similar (repository.similarPartIds says which come first). */
  async function similar(id: number): Promise<SimilarParts> {
    const row = await repo.findPart(db, id);
    if (!row) throw new AppError('not_found', 'Part not found');
    const ids = await repo.similarPartIds(db, row, SIMILAR_PARTS_COUNT);
    const [{ rows, fits }, ratesRow] = await Promise.all([repo.findPartsWithFitments(db, ids), repo.currentRates(db)]);
    const rates = ratesRow && ratesFromRecord(ratesRow);
    // In the order chosen, each with its own fitment.
    const parts = ids.flatMap((other) => rows.filter((r) => r.id === other).map((r) => toPart(r, fits.filter((f) => f.partId === other), rates)));
    return { parts };
  }

  async function vehicles(): Promise<VehicleMake[]> {
    const rows = await repo.listVehicles(db);
    const makes = new Map<number, VehicleMake>();
    for (const r of rows) {
      let make = makes.get(r.makeId);
      if (!make) makes.set(r.makeId, (make = { id: r.makeId, name: r.make, models: [] }));
      make.models.push({ id: r.id, name: r.name, aliases: r.aliases, chassis: r.chassis, yearFrom: r.yearFrom, yearTo: r.yearTo });
    }
    return [...makes.values()];
  }

  /** Whether /part/<raw> names a part: a whole number in the id range, and a part with that id. */
  async function partExists(raw: string): Promise<boolean> {
    const parsed = PartIdParamsSchema.safeParse({ id: raw });
    return parsed.success && (await repo.findPart(db, parsed.data.id)) !== undefined;
  }

  return {
    /** After this server changed the catalogue (a staff edit): its searches show the change at once. */
    changed: () => index?.changed(),
    search: searchCache.get, searchCacheStats: searchCache.stats, indexStats: () => index?.stats(), suggest, getPart, similar, vehicles, partExists };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
