import type { FitmentRow } from '../repository';
import type { FacetRow, PartFilter, PartOrder, WordSearch } from '../search/repository';
import type { CatalogueIndex } from './catalogue-index';

/** What a search reads of a memory index: one built whole, or one with the newer changes laid over it. */
export type SearchIndex = {
  readonly version: number;
  readonly size: number;
  search(f: PartFilter, lexemes: string[] | undefined, order: PartOrder, offset: number, limit: number, cap: number, topBrands: number): WordSearch;
  fitmentsOf(partIds: number[]): FitmentRow[];
  hasPartNumber(n: string, oem: string): boolean;
};

const compareKeys = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

/**
 * A change applied to the memory index without rebuilding it (docs/decisions/026-catalogue-index-in-memory.md):
 * the index built whole (`base`), with the parts changed since left out of it, and a small index of
 * those parts as they are now (`changed`; a retired or deleted part is in neither). A search asks both
 * and merges: the page by the order's own keys, the counts added. Up to the count cap the answer is the
 * database's exactly; past it, the counts are floors, as the database's are.
 */
export class LayeredIndex implements SearchIndex {
  readonly size: number;

  constructor(
    private readonly base: CatalogueIndex,
    private readonly changed: CatalogueIndex,
    readonly version: number,
  ) {
    this.size = base.size + changed.size;
  }

  search(f: PartFilter, lexemes: string[] | undefined, order: PartOrder, offset: number, limit: number, cap: number, topBrands: number): WordSearch {
    const wanted = offset + limit;
    // Every brand's count from each, so the largest are chosen over both.
    const a = this.base.search(f, lexemes, order, 0, wanted, cap, Number.MAX_SAFE_INTEGER);
    const b = this.changed.search(f, lexemes, order, 0, wanted, cap, Number.MAX_SAFE_INTEGER);
    const keyed = [
      ...a.pageIds.map((id) => ({ id, key: this.base.sortKeyOf(id, order, lexemes, f.partNumber) })),
      ...b.pageIds.map((id) => ({ id, key: this.changed.sortKeyOf(id, order, lexemes, f.partNumber) })),
    ].sort((x, y) => compareKeys(x.key, y.key));
    return { facets: mergeFacets(a.facets, b.facets, cap, topBrands), pageIds: keyed.slice(offset, wanted).map((k) => k.id) };
  }

  fitmentsOf(partIds: number[]): FitmentRow[] {
    return partIds.flatMap((id) => (this.changed.holds(id) ? this.changed : this.base).fitmentsOf([id]));
  }

  hasPartNumber(n: string, oem: string): boolean {
    return this.changed.hasPartNumber(n, oem) || this.base.hasPartNumber(n, oem);
  }
}

/** Two answers' counts as one: each facet value's added, the total at most cap + 1, the largest brands kept. */
function mergeFacets(a: FacetRow[], b: FacetRow[], cap: number, topBrands: number): FacetRow[] {
  const sums = new Map<string, FacetRow>();
  for (const row of [...a, ...b]) {
    const key = `${row.facet}\u0000${row.value ?? ''}`;
    const had = sums.get(key);
    sums.set(key, had ? { ...had, n: had.n + row.n, label: had.label ?? row.label } : { ...row });
  }
  const rows = [...sums.values()];
  const total = rows.find((r) => r.facet === 'total') ?? { facet: 'total' as const, value: null, label: null, n: 0 };
  total.n = Math.min(total.n, cap + 1);
  const brands = rows
    .filter((r) => r.facet === 'brand')
    .sort((x, y) => y.n - x.n || (x.value! < y.value! ? -1 : x.value! > y.value! ? 1 : 0))
    .slice(0, topBrands);
  return [total, ...rows.filter((r) => r.facet !== 'total' && r.facet !== 'brand'), ...brands];
}
