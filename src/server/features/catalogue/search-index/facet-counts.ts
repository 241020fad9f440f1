import type { FacetRow } from '../search/repository';
import type { IndexCategory } from './repository';
import { CONDITIONS, MARKETPLACES, type IndexData } from './index-data';

/** The total and the facets over the first cap + 1 matches (`docs`, in id order), as facetsFrom (search/repository.ts) answers them. */
export function facetsOf(docs: Int32Array, cap: number, topBrands: number, data: IndexData, categoryNames: Map<number, IndexCategory>, maxCategoryId: number): FacetRow[] {
  const counted = Math.min(docs.length, cap + 1);
  const conditions = new Int32Array(CONDITIONS.length);
  const marketplaces = new Int32Array(MARKETPLACES.length);
  const brands = new Int32Array(data.brands.length);
  const categories = new Int32Array(maxCategoryId + 1);
  for (let i = 0; i < counted; i++) {
    const d = docs[i]!;
    conditions[data.condition[d]!]!++;
    marketplaces[data.marketplace[d]!]!++;
    brands[data.brand[d]!]!++;
    categories[data.categoryId[d]!]!++;
  }
  const rows: FacetRow[] = [{ facet: 'total', value: null, label: null, n: counted }];
  if (counted === 0) return rows;
  CONDITIONS.forEach((v, i) => conditions[i]! > 0 && rows.push({ facet: 'condition', value: v, label: v, n: conditions[i]! }));
  MARKETPLACES.forEach((v, i) => marketplaces[i]! > 0 && rows.push({ facet: 'marketplace', value: v, label: v, n: marketplaces[i]! }));
  categories.forEach((n, id) => n > 0 && rows.push({ facet: 'category', value: String(id), label: categoryNames.get(id)?.name ?? null, n }));
  const brandRows: FacetRow[] = [];
  brands.forEach((n, code) => n > 0 && brandRows.push({ facet: 'brand', value: data.brands[code]!, label: data.brands[code]!, n }));
  // By count, then by name in code point order, as the database's `order by n desc, brand` does.
  brandRows.sort((a, b) => b.n - a.n || (a.value! < b.value! ? -1 : a.value! > b.value! ? 1 : 0));
  return rows.concat(brandRows.slice(0, topBrands));
}
