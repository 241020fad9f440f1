import type { IndexCategory } from './repository';
import type { Chassis } from '../../../../shared/schemas/catalogue';
import { MARKETPLACES as PART_MARKETPLACES, PART_CONDITIONS } from '../../../../shared/catalogue';

/** A lexeme's parts (indexes into the part arrays, ascending) and, for each, its positions in the pool. */
export type Postings = { docs: Int32Array; starts: Int32Array; counts: Uint16Array; ranks: Float32Array };

/**
 * What index-builder.ts hands over. Parts are at indexes 0 … n-1 in id order. A lexeme's postings are
 * at lexemeStarts[id] … lexemeStarts[id + 1] - 1 of postDoc, postStart and postCount (its parts in
 * order, and where each one's positions are in the pool); a fit key's parts likewise in keyDoc.
 */
export type IndexData = {
  version: number;
  categories: IndexCategory[];
  ids: Int32Array;
  condition: Uint8Array;
  marketplace: Uint8Array;
  brand: Int32Array;
  brandLower: Int32Array;
  categoryId: Int32Array;
  price: Int32Array;
  inStock: Uint8Array;
  rating: Int32Array;
  reviews: Int32Array;
  created: Float64Array;
  brands: string[];
  brandLowerCodes: Map<string, number>;
  lexemeIds: Map<string, number>;
  lexemeStarts: Int32Array;
  postDoc: Int32Array;
  postStart: Int32Array;
  postCount: Uint16Array;
  /** ts_rank of the posting's part for a query of its lexeme alone. */
  postRank: Float32Array;
  pool: Uint16Array;
  keyIds: Map<string, number>;
  keyStarts: Int32Array;
  keyDoc: Int32Array;
  /** Every part's part_number_norm, and every lexeme of its OEM numbers: a number's prefix is a range of each. */
  partNumbers: PrefixTable;
  oemNumbers: PrefixTable;
  /** Every vehicle model, in the database's order of make and model names. */
  models: IndexModel[];
  /** Part d's fitment rows are fitStarts[d] … fitStarts[d + 1] - 1, each part's in the database's order. */
  fitStarts: Int32Array;
  fitModel: Int32Array;
  fitFrom: Uint16Array;
  fitTo: Uint16Array;
};

/** A vehicle model as repository.listVehicles reads it, its chassis codes in the shop's order. */
export type IndexModel = { makeId: number; make: string; id: number; name: string; chassis: Chassis[] };

/** Strings in ascending order, each with its part (an index into the part arrays). */
export type PrefixTable = { keys: string[]; docs: Int32Array };

/** A part's condition and marketplace are held as their place in these lists. */
export const CONDITIONS: readonly string[] = PART_CONDITIONS;
export const MARKETPLACES: readonly string[] = PART_MARKETPLACES;
