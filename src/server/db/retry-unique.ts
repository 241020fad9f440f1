import { isUniqueViolation } from './errors';

/** A collision among 31^8 numbers is rare; five draws in a row is a broken database, not bad luck. */
const DRAWS = 5;

/**
 * Runs `insert` again while it fails on `constraint` alone, at most five times in all: for rows whose
 * number is drawn at random (order numbers, request numbers), where a fresh draw settles a collision.
 * `insert` must draw its number inside, so each try has a new one. Any other error is thrown at once,
 * and the last collision is thrown as it is.
 */
export async function retryOnDuplicateNumber<T>(constraint: string, insert: () => Promise<T>): Promise<T> {
  for (let draw = 1; ; draw++) {
    try {
      return await insert();
    } catch (err) {
      if (draw < DRAWS && isUniqueViolation(err, constraint)) continue;
      throw err;
    }
  }
}
