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

/** A model a vehicle search asks for; with a chassis code, only that generation's years. */
export type ModelYears = { id: number; yearFrom?: number; yearTo?: number };

/**
 * The keys a search for a vehicle matches: universal parts, and parts that fit one of `models` (in `year`
 * when given, and within a chassis code's years when the model has them). `models` undefined means no
 * model was asked for, only a year. A year outside a chassis code's years matches only universal parts.
 */
export function searchKeysOf(models: ModelYears[] | undefined, year: number | undefined): string[] {
  if (models === undefined) return year === undefined ? [] : ['u', `y${year}`];
  const keys = ['u'];
  for (const m of models) {
    if (m.yearFrom === undefined || m.yearTo === undefined) keys.push(year === undefined ? `m${m.id}` : `m${m.id}:${year}`);
    else if (year !== undefined) {
      if (year >= m.yearFrom && year <= m.yearTo) keys.push(`m${m.id}:${year}`);
    } else for (let y = m.yearFrom; y <= m.yearTo; y++) keys.push(`m${m.id}:${y}`);
  }
  return keys;
}
