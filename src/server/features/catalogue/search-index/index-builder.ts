import type { IndexCategory, IndexRow } from './repository';
import { CatalogueIndex } from './catalogue-index';
import { CONDITIONS, MARKETPLACES, type IndexData, type IndexModel, type PrefixTable } from './index-data';
import { forEachVectorEntry } from './lexemes';
import { tsRank } from './ts-rank';
import { groupBy } from './group-by';

/** A typed array that grows by doubling: the build holds millions of numbers, not millions of boxed ones. */
class Growable<T extends Int32Array | Uint16Array | Uint8Array | Float64Array> {
  length = 0;
  constructor(private data: T) {}
  push(v: number): void {
    if (this.length === this.data.length) {
      const bigger = new (this.data.constructor as new (n: number) => T)(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
  }
  /** The numbers pushed, in an array of their own length (the growing one is let go). */
  done(): T {
    return this.data.slice(0, this.length) as T;
  }
}

/**
 * Collects parts a batch at a time, in ascending id order, so a build gives way to requests between
 * batches; `finish` makes the index. Each posting (a lexeme in a part) is kept as (lexeme id, part,
 * where its positions start, how many) and sorted by lexeme at the end, a counting sort that keeps the
 * parts of each lexeme in order.
 */
export class IndexBuilder {
  private readonly ids = new Growable(new Int32Array(1024));
  private readonly condition = new Growable(new Uint8Array(1024));
  private readonly marketplace = new Growable(new Uint8Array(1024));
  private readonly brand = new Growable(new Int32Array(1024));
  private readonly brandLower = new Growable(new Int32Array(1024));
  private readonly categoryId = new Growable(new Int32Array(1024));
  private readonly price = new Growable(new Int32Array(1024));
  private readonly inStock = new Growable(new Uint8Array(1024));
  private readonly rating = new Growable(new Int32Array(1024));
  private readonly reviews = new Growable(new Int32Array(1024));
  private readonly created = new Growable(new Float64Array(1024));
  private readonly brands: string[] = [];
  private readonly brandCodes = new Map<string, number>();
  private readonly brandLowerCodes = new Map<string, number>();
  private readonly lexemeIds = new Map<string, number>();
  private readonly postLexeme = new Growable(new Int32Array(4096));
  private readonly postDoc = new Growable(new Int32Array(4096));
  private readonly postStart = new Growable(new Int32Array(4096));
  private readonly postCount = new Growable(new Uint16Array(4096));
  private readonly pool = new Growable(new Uint16Array(4096));
  private readonly keyIds = new Map<string, number>();
  private readonly keyOf = new Growable(new Int32Array(4096));
  private readonly keyDoc = new Growable(new Int32Array(4096));
  private readonly numbers: string[] = [];
  private readonly numberDoc = new Growable(new Int32Array(1024));
  private readonly oemLexemes: string[] = [];
  private readonly oemDoc = new Growable(new Int32Array(1024));
  /** Part d's fitment rows are fitStarts[d] … fitStarts[d + 1] - 1 of fitModel, fitFrom and fitTo. */
  private readonly fitStarts = new Growable(new Int32Array(1024));
  private readonly fitModel = new Growable(new Int32Array(1024));
  private readonly fitFrom = new Growable(new Uint16Array(1024));
  private readonly fitTo = new Growable(new Uint16Array(1024));

  add(rows: IndexRow[]): void {
    for (const r of rows) {
      const d = this.ids.length;
      if (d > 0 && r.id <= this.lastId) throw new Error('The index is built from parts in ascending id order');
      this.lastId = r.id;
      this.ids.push(r.id);
      this.condition.push(CONDITIONS.indexOf(r.condition));
      this.marketplace.push(MARKETPLACES.indexOf(r.marketplace));
      let code = this.brandCodes.get(r.brand);
      if (code === undefined) {
        code = this.brands.length;
        this.brandCodes.set(r.brand, code);
        this.brands.push(r.brand);
      }
      this.brand.push(code);
      this.brandLower.push(idOf(this.brandLowerCodes, r.brand.toLowerCase()));
      this.categoryId.push(r.categoryId);
      this.price.push(r.priceCents);
      this.inStock.push(r.inStock ? 1 : 0);
      this.rating.push(r.ratingTenths);
      this.reviews.push(r.reviewCount);
      this.created.push(Number(r.createdMicros));
      forEachVectorEntry(r.doc, (lexeme, positions) => {
        this.postLexeme.push(idOf(this.lexemeIds, lexeme));
        this.postDoc.push(d);
        this.postStart.push(this.pool.length);
        this.postCount.push(positions.length);
        for (const p of positions) this.pool.push(p);
      });
      for (const k of r.fitKeys) this.addKey(k, d);
      if (r.universal) this.addKey('u', d);
      this.numbers.push(r.partNumberNorm);
      this.numberDoc.push(d);
      forEachVectorEntry(r.oemDoc, (lexeme) => {
        this.oemLexemes.push(lexeme);
        this.oemDoc.push(d);
      });
      this.fitStarts.push(this.fitModel.length);
      if (r.fits !== '')
        for (const row of r.fits.split(',')) {
          const [model, from, to] = row.split(':').map(Number);
          this.fitModel.push(model!);
          this.fitFrom.push(from!);
          this.fitTo.push(to!);
        }
    }
  }
  private lastId = 0;

  private addKey(key: string, d: number): void {
    this.keyOf.push(idOf(this.keyIds, key));
    this.keyDoc.push(d);
  }

  /** Each part's fitment rows in the order the database gives them: by make and model name, then first year. */
  private fitments(models: IndexModel[]): Pick<IndexData, 'fitStarts' | 'fitModel' | 'fitFrom' | 'fitTo'> {
    this.fitStarts.push(this.fitModel.length);
    const fitStarts = this.fitStarts.done();
    const fitModel = this.fitModel.done();
    const fitFrom = this.fitFrom.done();
    const fitTo = this.fitTo.done();
    const place = new Map(models.map((m, i) => [m.id, i]));
    for (let d = 0; d + 1 < fitStarts.length; d++) {
      const from = fitStarts[d]!;
      const to = fitStarts[d + 1]!;
      if (to - from < 2) continue;
      const rows = Array.from({ length: to - from }, (_, i) => from + i);
      rows.sort((a, b) => place.get(fitModel[a]!)! - place.get(fitModel[b]!)! || fitFrom[a]! - fitFrom[b]!);
      const sorted = rows.map((i) => [fitModel[i]!, fitFrom[i]!, fitTo[i]!] as const);
      sorted.forEach(([model, first, last], i) => {
        fitModel[from + i] = model;
        fitFrom[from + i] = first;
        fitTo[from + i] = last;
      });
    }
    return { fitStarts, fitModel, fitFrom, fitTo };
  }

  /** `models`: every vehicle model in the database's order of make and model names (repository.listVehicles). */
  finish(version: number, categories: IndexCategory[], models: IndexModel[]): CatalogueIndex {
    const lexemes = groupBy(this.postLexeme.done(), this.lexemeIds.size);
    const postDoc = this.postDoc.done();
    const postStart = this.postStart.done();
    const postCount = this.postCount.done();
    const pool = this.pool.done();
    // Each posting's rank for a query of its lexeme alone: one-word searches, the commonest, read it.
    const postRank = new Float32Array(postCount.length);
    const start = new Int32Array(1);
    const count = new Int32Array(1);
    for (let i = 0; i < postRank.length; i++) {
      start[0] = postStart[i]!;
      count[0] = postCount[i]!;
      postRank[i] = tsRank(pool, start, count, 1);
    }
    const keys = groupBy(this.keyOf.done(), this.keyIds.size);
    const keyDoc = this.keyDoc.done();
    const data: IndexData = {
      version,
      categories,
      ids: this.ids.done(),
      condition: this.condition.done(),
      marketplace: this.marketplace.done(),
      brand: this.brand.done(),
      brandLower: this.brandLower.done(),
      categoryId: this.categoryId.done(),
      price: this.price.done(),
      inStock: this.inStock.done(),
      rating: this.rating.done(),
      reviews: this.reviews.done(),
      created: this.created.done(),
      brands: this.brands,
      brandLowerCodes: this.brandLowerCodes,
      lexemeIds: this.lexemeIds,
      lexemeStarts: lexemes.starts,
      postDoc: permute(postDoc, lexemes.order),
      postStart: permute(postStart, lexemes.order),
      postCount: permute(postCount, lexemes.order),
      postRank: permute(postRank, lexemes.order),
      pool,
      keyIds: this.keyIds,
      keyStarts: keys.starts,
      keyDoc: permute(keyDoc, keys.order),
      models,
      ...this.fitments(models),
      partNumbers: sortedTable(this.numbers, this.numberDoc.done()),
      oemNumbers: sortedTable(this.oemLexemes, this.oemDoc.done()),
    };
    return new CatalogueIndex(data);
  }
}

/** The id of `key` in `ids`, a new one (the next number) the first time; a new key is copied out of the row's text. */
function idOf(ids: Map<string, number>, key: string): number {
  let id = ids.get(key);
  if (id === undefined) ids.set(Buffer.from(key, 'utf8').toString('utf8'), (id = ids.size));
  return id;
}

/** Strings with their parts, sorted by string (code unit order, which is byte order for these ASCII numbers), then part. */
function sortedTable(keys: string[], docs: Int32Array): PrefixTable {
  const order = Int32Array.from({ length: keys.length }, (_, i) => i).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : docs[a]! - docs[b]!));
  return { keys: Array.from(order, (i) => keys[i]!), docs: permute(docs, order) };
}

function permute<T extends Int32Array | Uint16Array | Float32Array>(values: T, order: Int32Array): T {
  const out = new (values.constructor as new (n: number) => T)(order.length);
  for (let i = 0; i < order.length; i++) out[i] = values[order[i]!]!;
  return out;
}
