/**
 * A part's fitment as the keys parts.fit_keys holds (docs/decisions/025-fit-keys.md), and the keys a
 * vehicle search asks for. A part matches a search when the two share a key; `u` stands for "fits every
 * vehicle" and is added by the index expression for universal parts (schema: vehicleKeysOf).
 */
export type FitRange = { modelId: number; yearFrom: number; yearTo: number };

/** The same keys, in the same order, as the database's part_fit_keys() (drizzle/0029_fit_keys.sql). */
export function fitKeysOf(fitments: FitRange[]): string[] {
  const keys = new Set<string>();
  for (const f of fitments) {
    keys.add(`m${f.modelId}`);
    for (let y = f.yearFrom; y <= f.yearTo; y++) {
      keys.add(`m${f.modelId}:${y}`);
      keys.add(`y${y}`);
    }
  }
  // Byte order, as the database sorts them (COLLATE "C"): the keys are ASCII.
  return [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The keys a search for a vehicle matches: universal parts, and parts that fit one of `modelIds` (in `year`
 * when given). `modelIds` undefined means no model was asked for, only a year.
 */
export function searchKeysOf(modelIds: number[] | undefined, year: number | undefined): string[] {
  if (modelIds === undefined) return year === undefined ? [] : ['u', `y${year}`];
  return ['u', ...modelIds.map((id) => (year === undefined ? `m${id}` : `m${id}:${year}`))];
}
