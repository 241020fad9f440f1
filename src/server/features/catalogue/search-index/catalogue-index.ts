import type { FitmentRow } from '../repository';
import type { FacetRow, PartFilter, PartOrder, WordSearch } from '../search/repository';
import type { IndexCategory } from './repository';
import { CONDITIONS, MARKETPLACES, type IndexData, type IndexModel, type Postings, type PrefixTable } from './index-data';
import { tsRank } from './ts-rank';
import { groupsOf, type Groups } from './group-by';
import { ANY, NONE, partTest } from './part-filter';
import { partsInAll, type Matched } from './match-words';
import { pageByRank } from './rank-page';
import { facetsOf } from './facet-counts';
import { lowerBound, prefixRange, unionOf } from './sorted-arrays';

/**
 * The catalogue's search in this server's memory (docs/decisions/026-catalogue-index-in-memory.md): the
 * same answers `searchWithWords`, `findParts` and `countParts` work out in the database, from arrays
 * built once per catalogue version. Parts are held in id order, so an index into the arrays sorts as
 * the id does.
 */
export class CatalogueIndex {
  readonly version: number;
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly condition: Uint8Array;
  private readonly marketplace: Uint8Array;
  private readonly brand: Int32Array;
  private readonly brandLower: Int32Array;
  private readonly categoryId: Int32Array;
  private readonly price: Int32Array;
  private readonly inStock: Uint8Array;
  private readonly brands: string[];
  private readonly brandLowerCodes: Map<string, number>;
  private readonly categories: Map<number, IndexCategory>;
  private readonly categoryBySlug: Map<string, number>;
  private readonly modelsById: Map<number, IndexModel>;
  private readonly maxCategoryId: number;
  private readonly data: IndexData;
  /** For each order, the parts from first to last (price_asc's reverse is price_desc). */
  private readonly byPrice: Int32Array;
  private readonly byRating: Int32Array;
  private readonly byNewest: Int32Array;
  /** Parts left out of every answer (1): those a newer version changed, answered from a layer above (layered-index.ts). */
  private dead: Uint8Array | undefined;

  constructor(data: IndexData) {
    this.data = data;
    this.version = data.version;
    this.size = data.ids.length;
    ({ ids: this.ids, condition: this.condition, marketplace: this.marketplace, brand: this.brand, brandLower: this.brandLower } = data);
    ({ categoryId: this.categoryId, price: this.price, inStock: this.inStock, brands: this.brands, brandLowerCodes: this.brandLowerCodes } = data);
    this.categories = new Map(data.categories.map((c) => [c.id, c]));
    this.categoryBySlug = new Map(data.categories.map((c) => [c.slug, c.id]));
    this.modelsById = new Map(data.models.map((m) => [m.id, m]));
    this.maxCategoryId = this.categoryId.reduce((max, id) => Math.max(max, id), 0);
    const all = Int32Array.from({ length: this.size }, (_, d) => d);
    const { ids, price, rating, reviews, created } = data;
    this.byPrice = all.slice().sort((x, y) => price[x]! - price[y]! || ids[x]! - ids[y]!);
    this.byRating = all.slice().sort((x, y) => rating[y]! - rating[x]! || reviews[y]! - reviews[x]! || ids[y]! - ids[x]!);
    this.byNewest = all.slice().sort((x, y) => created[y]! - created[x]! || ids[y]! - ids[x]!);
  }

  /**
   * This index with the parts of `ids` left out of every answer, sharing its arrays (the sorted lists and
   * groups are the same; only the marks a search writes are its own).
   */
  without(ids: Iterable<number>): CatalogueIndex {
    const view = Object.create(CatalogueIndex.prototype) as CatalogueIndex;
    Object.assign(view, this, { marks: undefined, stamp: 0 });
    const dead = new Uint8Array(this.size);
    for (const id of ids) {
      const d = lowerBound(this.ids, id);
      if (this.ids[d] === id) dead[d] = 1;
    }
    view.dead = dead;
    return view;
  }

  /** Whether the index holds this part (and does not leave it out). */
  holds(id: number): boolean {
    const d = lowerBound(this.ids, id);
    return this.ids[d] === id && this.dead?.[d] !== 1;
  }

  /**
   * The keys a part sorts by in `order`, to be compared with another index's (layered-index.ts): ascending
   * keys come first. With words by relevance, its ts_rank for the query's lexemes as the page computes it;
   * for a part number by relevance, the exact number first, then the newest.
   */
  sortKeyOf(id: number, order: PartOrder, lexemes: string[] | undefined, partNumber: string | undefined): number[] {
    const d = lowerBound(this.ids, id);
    const { price, data } = this;
    switch (order) {
      case 'price_asc':
        return [price[d]!, id];
      case 'price_desc':
        return [-price[d]!, -id];
      case 'rating':
        return [-data.rating[d]!, -data.reviews[d]!, -id];
      case 'newest':
        return [-data.created[d]!, -id];
      case 'relevance':
        if (partNumber !== undefined) {
          const { keys, docs } = data.partNumbers;
          let exact = false;
          for (let i = lowerBound(keys, partNumber); i < keys.length && keys[i] === partNumber && !exact; i++) exact = docs[i] === d;
          return [exact ? 0 : 1, -data.created[d]!, -id];
        }
        if (lexemes === undefined) return [-data.created[d]!, -id];
        return [-this.rankOf(d, lexemes), -id];
    }
  }

  /** ts_rank of part d for these lexemes (0 when it lacks one), in single precision as pageByRank (rank-page.ts) has it. */
  private rankOf(d: number, lexemes: string[]): number {
    const starts = new Int32Array(lexemes.length);
    const counts = new Int32Array(lexemes.length);
    for (const [i, l] of lexemes.entries()) {
      const p = this.postings(l);
      const k = p ? lowerBound(p.docs, d) : -1;
      if (!p || p.docs[k] !== d) return 0;
      if (lexemes.length === 1) return p.ranks[k]!;
      starts[i] = p.starts[k]!;
      counts[i] = p.counts[k]!;
    }
    return Math.fround(tsRank(this.data.pool, starts, counts, lexemes.length));
  }

  /** A lexeme's postings, or undefined when no part has it. */
  private postings(lexeme: string): Postings | undefined {
    const id = this.data.lexemeIds.get(lexeme);
    if (id === undefined) return undefined;
    const from = this.data.lexemeStarts[id]!;
    const to = this.data.lexemeStarts[id + 1]!;
    return { docs: this.data.postDoc.subarray(from, to), starts: this.data.postStart.subarray(from, to), counts: this.data.postCount.subarray(from, to), ranks: this.data.postRank.subarray(from, to) };
  }

  /** The parts holding a fit key (ascending). */
  private partsWithKey(key: string): Int32Array | undefined {
    const id = this.data.keyIds.get(key);
    return id === undefined ? undefined : this.data.keyDoc.subarray(this.data.keyStarts[id]!, this.data.keyStarts[id + 1]!);
  }

  /**
   * The facet rows and the page's ids, as search/repository.ts answers them. `lexemes`: the query's tsquery's
   * (lexemes.ts): when the filter has words, plainto_tsquery's, and none found means no part matches;
   * with a part number, the one lexeme of its OEM numbers' prefix query (../repository.ts: oemPrefix).
   * The counts are taken over the first cap + 1 matches in id order.
   */
  search(f: PartFilter, lexemes: string[] | undefined, order: PartOrder, offset: number, limit: number, cap: number, topBrands: number): WordSearch {
    if (f.partNumber !== undefined) return this.searchByNumber(f, f.partNumber, lexemes, order, offset, limit, cap, topBrands);
    if (lexemes === undefined) return this.searchWithoutWords(f, order, offset, limit, cap, topBrands);
    const matched = this.match(f, lexemes);
    return { facets: this.facets(matched.docs, cap, topBrands), pageIds: this.page(matched, lexemes, order, offset, limit) };
  }

  /**
   * Without words every part is a candidate, so neither step reads more than it needs: the counts stop at
   * cap + 1 matches in id order, and the page walks the order's list until it has its parts (unless all
   * the matches were counted and they are few: then they are sorted by their places in it).
   */
  private searchWithoutWords(f: PartFilter, order: PartOrder, offset: number, limit: number, cap: number, topBrands: number): WordSearch {
    const keep = this.filterOf(f);
    const lead = this.leadOf(f);
    const counted = new Int32Array(Math.min(cap + 1, lead?.length ?? this.size));
    let m = 0;
    if (lead) {
      for (let i = 0; i < lead.length && m < counted.length; i++) if (keep(lead[i]!)) counted[m++] = lead[i]!;
    } else {
      for (let d = 0; d < this.size && m < counted.length; d++) if (keep(d)) counted[m++] = d;
    }
    const facets = this.facets(counted.subarray(0, m), cap, topBrands);
    const every = m <= cap;
    if (every && m * 16 < this.size) return { facets, pageIds: this.page({ docs: counted.subarray(0, m), postings: [], at: [] }, undefined, order, offset, limit) };
    if (every && offset >= m) return { facets, pageIds: [] };
    return { facets, pageIds: this.walk(order, offset, limit, keep) };
  }

  /**
   * The fitment of parts by id, as repository.fitmentsOf answers it (each part's rows by make and model
   * name, then first year; a row's chassis codes are those of its model built in its years), the parts
   * in the order given; an id the index does not hold has none.
   */
  fitmentsOf(partIds: number[]): FitmentRow[] {
    const { fitStarts, fitModel, fitFrom, fitTo } = this.data;
    const out: FitmentRow[] = [];
    for (const partId of partIds) {
      const d = lowerBound(this.ids, partId);
      if (this.ids[d] !== partId || this.dead?.[d] === 1) continue;
      for (let i = fitStarts[d]!; i < fitStarts[d + 1]!; i++) {
        const model = this.modelsById.get(fitModel[i]!);
        if (!model) continue; // as the database's inner join drops a row whose model is gone
        const yearFrom = fitFrom[i]!;
        const yearTo = fitTo[i]!;
        const chassisCodes = model.chassis.filter((c) => c.yearFrom <= yearTo && yearFrom <= c.yearTo).map((c) => c.code);
        out.push({ partId, makeId: model.makeId, make: model.make, modelId: model.id, model: model.name, chassisCodes, yearFrom, yearTo });
      }
    }
    return out;
  }

  /** Whether some part's number starts with `n` (upper case), or a lexeme of its OEM numbers with `oem`. */
  hasPartNumber(n: string, oem: string): boolean {
    const some = (table: PrefixTable, prefix: string) => {
      for (let i = lowerBound(table.keys, prefix); i < table.keys.length && table.keys[i]!.startsWith(prefix); i++) if (this.dead?.[table.docs[i]!] !== 1) return true;
      return false;
    };
    return some(this.data.partNumbers, n) || some(this.data.oemNumbers, oem);
  }

  /**
   * A part-number search: the parts whose number starts with `n` or an OEM number's lexeme with the query's
   * one lexeme, as partNumberMatch (search/repository.ts); by relevance the exact number first, then the newest.
   */
  private searchByNumber(f: PartFilter, n: string, lexemes: string[] | undefined, order: PartOrder, offset: number, limit: number, cap: number, topBrands: number): WordSearch {
    if (lexemes?.length !== 1) throw new Error("A part-number search takes its OEM prefix query's one lexeme");
    const keep = this.filterOf(f);
    const { partNumbers, oemNumbers } = this.data;
    const numbers = prefixRange(partNumbers, n);
    const oems = prefixRange(oemNumbers, lexemes[0]!);
    const all = new Int32Array(numbers.to - numbers.from + oems.to - oems.from);
    all.set(partNumbers.docs.subarray(numbers.from, numbers.to));
    all.set(oemNumbers.docs.subarray(oems.from, oems.to), numbers.to - numbers.from);
    all.sort();
    let m = 0;
    // Each part once, though both its number and an OEM number may match.
    for (let i = 0; i < all.length; i++) if ((i === 0 || all[i] !== all[i - 1]) && keep(all[i]!)) all[m++] = all[i]!;
    const matched = all.subarray(0, m);
    const facets = this.facets(matched, cap, topBrands);
    if (order !== 'relevance') return { facets, pageIds: this.page({ docs: matched, postings: [], at: [] }, undefined, order, offset, limit) };
    // The exact number first (the smallest strings of its range), then the newest.
    const exact = new Set<number>();
    for (let i = numbers.from; i < numbers.to && partNumbers.keys[i] === n; i++) exact.add(partNumbers.docs[i]!);
    const newest = this.placeIn(this.byNewest);
    const keys = Float64Array.from(matched, (d) => (exact.has(d) ? 0 : this.size) + newest[d]!).sort();
    return { facets, pageIds: Array.from(keys.subarray(offset, offset + limit), (k) => this.ids[this.byNewest[k % this.size]!]!) };
  }

  /** The ids of the parts passing `test`, from `offset`, walking the order's list of every part. */
  private walk(order: PartOrder, offset: number, limit: number, test: (d: number) => boolean): number[] {
    const { sorted, backwards } = this.listOf(order);
    const out: number[] = [];
    let seen = 0;
    for (let i = 0; i < sorted.length && seen < offset + limit; i++) {
      const d = sorted[backwards ? sorted.length - 1 - i : i]!;
      if (test(d) && seen++ >= offset) out.push(this.ids[d]!);
    }
    return out;
  }

  /** The list of every part in an order (relevance without words is newest first). */
  private listOf(order: PartOrder): { sorted: Int32Array; backwards: boolean } {
    const sorted = order === 'price_asc' || order === 'price_desc' ? this.byPrice : order === 'rating' ? this.byRating : this.byNewest;
    return { sorted, backwards: order === 'price_desc' };
  }

  /** A number never used before on this index: marks written with it are told apart from older ones without clearing. */
  private stamp = 0;
  private marks: Int32Array | undefined;
  /** Marks the parts in `lists` with a new stamp; answers the marks and the stamp. Searches are synchronous, so one array serves them all. */
  private mark(lists: Iterable<ArrayLike<number>>): { marks: Int32Array; stamp: number } {
    this.marks ??= new Int32Array(this.size);
    const stamp = ++this.stamp;
    for (const list of lists) for (let i = 0; i < list.length; i++) this.marks[list[i]!] = stamp;
    return { marks: this.marks, stamp };
  }

  /** The matching parts in id order; with words, for each query lexeme its posting of each match. */
  private match(f: PartFilter, lexemes: string[] | undefined): Matched {
    const keep = this.filterOf(f);
    if (lexemes === undefined) throw new Error('match is for searches with words');
    const postings: Postings[] = [];
    for (const l of lexemes) {
      const p = this.postings(l);
      if (!p) return { docs: new Int32Array(0), postings: [], at: [] };
      postings.push(p);
    }
    if (postings.length === 0) return { docs: new Int32Array(0), postings: [], at: [] };
    return partsInAll(postings, keep);
  }

  /** The filter's test of one part (part-filter.ts), with the category, brand and vehicle it names looked up here. */
  private filterOf(f: PartFilter): (d: number) => boolean {
    const category = this.categoryWanted(f);
    const brand = this.brandWanted(f);
    if (category === NONE || brand === NONE) return () => false;
    // Valid until the next mark(): the search that asked for this test finishes first (searches are synchronous).
    const vehicle = f.vehicleKeys === undefined ? undefined : this.mark(f.vehicleKeys.flatMap((k) => this.partsWithKey(k) ?? []));
    return partTest(f, this.data, this.dead, category, brand, vehicle);
  }

  /** The category a filter asks for, ANY, or NONE when no part can match (an unknown slug, or a slug and an id that differ). */
  private categoryWanted(f: PartFilter): number {
    if (f.categoryId === undefined && f.categorySlug === undefined) return ANY;
    // An unknown slug is no category, as the database's subquery gives null.
    const bySlug = f.categorySlug === undefined ? undefined : (this.categoryBySlug.get(f.categorySlug) ?? NONE);
    if (f.categoryId !== undefined && bySlug !== undefined && bySlug !== f.categoryId) return NONE;
    return f.categoryId ?? bySlug!;
  }

  /** The code of the brand a filter asks for (brands compare without case), ANY, or NONE for a brand no part has. */
  private brandWanted(f: PartFilter): number {
    return f.brand === undefined ? ANY : (this.brandLowerCodes.get(f.brand.toLowerCase()) ?? NONE);
  }

  /**
   * The fewest parts a search without words need test (ascending): those of its category, its brand, its
   * conditions, its marketplaces or its vehicle, whichever list is shortest; undefined when it names none
   * of them (every part is a candidate).
   */
  private leadOf(f: PartFilter): Int32Array | undefined {
    const choices: Int32Array[][] = [];
    const category = this.categoryWanted(f);
    if (category >= 0) choices.push([this.groups('category').of(category)]);
    const brand = this.brandWanted(f);
    if (brand >= 0) choices.push([this.groups('brand').of(brand)]);
    if (f.conditions) choices.push(f.conditions.filter((c) => CONDITIONS.includes(c)).map((c) => this.groups('condition').of(CONDITIONS.indexOf(c))));
    if (f.marketplaces) choices.push(f.marketplaces.filter((c) => MARKETPLACES.includes(c)).map((c) => this.groups('marketplace').of(MARKETPLACES.indexOf(c))));
    if (f.vehicleKeys !== undefined) choices.push(f.vehicleKeys.flatMap((k) => this.partsWithKey(k) ?? []));
    if (choices.length === 0) return undefined;
    const sizeOf = (lists: Int32Array[]) => lists.reduce((n, l) => n + l.length, 0);
    return unionOf(choices.reduce((best, lists) => (sizeOf(lists) < sizeOf(best) ? lists : best)));
  }

  private readonly grouped = new Map<string, Groups>();
  /** The parts of each category, brand (without case), condition or marketplace (made on first use). */
  private groups(by: 'category' | 'brand' | 'condition' | 'marketplace'): Groups {
    let groups = this.grouped.get(by);
    if (!groups) {
      groups =
        by === 'category' ? groupsOf(this.categoryId, this.maxCategoryId + 1)
        : by === 'brand' ? groupsOf(this.brandLower, this.brandLowerCodes.size)
        : by === 'condition' ? groupsOf(this.condition, CONDITIONS.length)
        : groupsOf(this.marketplace, MARKETPLACES.length);
      this.grouped.set(by, groups);
    }
    return groups;
  }

  /** The total and the facets over the first cap + 1 matches (facet-counts.ts). */
  private facets(docs: Int32Array, cap: number, topBrands: number): FacetRow[] {
    return facetsOf(docs, cap, topBrands, this.data, this.categories, this.maxCategoryId);
  }

  /** The ids of the page: the matches in the order's sort, from `offset`. */
  private page(matched: Matched, lexemes: string[] | undefined, order: PartOrder, offset: number, limit: number): number[] {
    const { docs } = matched;
    if (offset >= docs.length) return [];
    if (order === 'relevance' && lexemes !== undefined) return pageByRank(matched, offset, limit, this.data.pool, this.ids);
    // Walk the order's list and keep the matches: cheap when they are many, else sort them by their place in it.
    if (docs.length * 16 >= this.size) {
      const { marks, stamp } = this.mark([docs]);
      return this.walk(order, offset, limit, (d) => marks[d] === stamp);
    }
    const { sorted, backwards } = this.listOf(order);
    const wanted = offset + limit;
    const out: number[] = [];
    const place = this.placeIn(sorted);
    const places = new Int32Array(docs.length);
    for (let i = 0; i < docs.length; i++) places[i] = place[docs[i]!]!;
    places.sort();
    if (backwards) places.reverse();
    for (let i = offset; i < Math.min(wanted, places.length); i++) out.push(this.ids[sorted[places[i]!]!]!);
    return out;
  }

  private readonly places = new Map<Int32Array, Int32Array>();
  /** Each part's place in an order's list (made on first use). */
  private placeIn(sorted: Int32Array): Int32Array {
    let place = this.places.get(sorted);
    if (!place) {
      place = new Int32Array(this.size);
      for (let i = 0; i < sorted.length; i++) place[sorted[i]!] = i;
      this.places.set(sorted, place);
    }
    return place;
  }
}
