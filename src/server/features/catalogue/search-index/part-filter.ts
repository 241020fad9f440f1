import type { PartFilter } from '../search/repository';
import { CONDITIONS, MARKETPLACES, type IndexData } from './index-data';

/** In a filter: any value passes; no part can pass. */
export const ANY = -1;
export const NONE = -2;

/** The bits of the values `wanted` asks for among `values` (bit i: values[i]); every bit when the filter does not name that field. */
function maskOf(values: readonly string[], wanted: string[] | undefined): number {
  if (wanted === undefined) return 0xff;
  let mask = 0;
  for (const w of wanted) if (values.includes(w)) mask |= 1 << values.indexOf(w);
  return mask;
}

/** The filters the index applies (a vehicle through its fit keys); a search with any other goes to the database. */
const ANSWERED: ReadonlySet<string> = new Set<keyof PartFilter>([
  'text', 'partNumber', 'makeId', 'modelId', 'chassis', 'year', 'vehicleKeys', 'categoryId', 'categorySlug',
  'conditions', 'marketplaces', 'brand', 'minPriceCents', 'maxPriceCents', 'inStock',
]);

/** Whether the index can answer a search: not with a filter added since it was written. */
export function indexAnswers(f: PartFilter): boolean {
  return Object.entries(f).every(([key, value]) => value === undefined || ANSWERED.has(key));
}

/** The parts a filter's vehicle fits: those whose mark is the stamp (CatalogueIndex.mark). */
export type Marked = { marks: Int32Array; stamp: number };

/**
 * The filter's test of one part: every condition in one function over the part arrays (a list of small
 * tests, each called in turn, took three times as long over 100,000 parts). -1 stands for "any".
 * `category` and `brand` are the codes the filter asks for (or ANY), `vehicle` the parts its vehicle
 * fits, `dead` the parts left out of every answer.
 */
export function partTest(
  f: PartFilter,
  data: Pick<IndexData, 'categoryId' | 'brandLower' | 'condition' | 'marketplace' | 'price' | 'inStock'>,
  dead: Uint8Array | undefined,
  category: number,
  brand: number,
  vehicle: Marked | undefined,
): (d: number) => boolean {
  const marks = vehicle?.marks;
  const stamp = vehicle?.stamp ?? 0;
  const conditions = maskOf(CONDITIONS, f.conditions);
  const marketplaces = maskOf(MARKETPLACES, f.marketplaces);
  const min = f.minPriceCents ?? -(2 ** 31);
  const max = f.maxPriceCents ?? 2 ** 31 - 1;
  const stock = f.inStock === undefined ? ANY : f.inStock ? 1 : 0;
  const { categoryId, brandLower, condition, marketplace, price, inStock } = data;
  const none = marks === undefined && category === ANY && brand === ANY && conditions === 0xff && marketplaces === 0xff && dead === undefined;
  if (none && f.minPriceCents === undefined && f.maxPriceCents === undefined && stock === ANY) return () => true;
  return (d) =>
    (dead === undefined || dead[d] === 0) &&
    (marks === undefined || marks[d] === stamp) &&
    (category === ANY || categoryId[d] === category) &&
    (brand === ANY || brandLower[d] === brand) &&
    ((conditions >> condition[d]!) & 1) === 1 &&
    ((marketplaces >> marketplace[d]!) & 1) === 1 &&
    price[d]! >= min &&
    price[d]! <= max &&
    (stock === ANY || inStock[d] === stock);
}
