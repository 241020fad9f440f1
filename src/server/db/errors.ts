/**
 * True when the error is PostgreSQL's unique_violation (23505). Drizzle wraps the driver's error in a
 * DrizzleQueryError whose `cause` is the pg or PGlite error; both carry the SQLSTATE in `code`.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}
