import type { Db } from './client';

/**
 * Runs `work` in one transaction and hands it the transaction as a `Db`, so repository functions take the
 * database or a transaction alike. Drizzle's transaction class extends its database class for both drivers
 * (PGlite and node-postgres), so no cast is needed; what a transaction adds (`rollback()`) is left out on
 * purpose: a thrown error is how our code rolls back.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
