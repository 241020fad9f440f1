/**
 * The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`, but Drizzle types the result per
 * driver, so a repository that writes its own SQL names the row shape here, once.
 */
export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;
