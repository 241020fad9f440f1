import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * Many rows inserted in one statement with one parameter: the rows as a JSON array, spread into columns
 * by jsonb_populate_recordset. Drizzle's multi-row insert binds every value on its own, and building
 * such a statement costs more than running it: 2,000 parts of 30 columns are 60,000 parameters (drizzle's
 * query building was a fifth of a price-list import's CPU: bench/README.md). Every row must have the
 * keys of the first; a column left out gets its default. Values go as JSON: dates as ISO strings, arrays
 * as arrays (PostgreSQL reads them into array columns), objects into jsonb columns.
 */
export async function insertJsonRows<T extends PgTable, R extends Record<string, unknown> = Record<string, never>>(
  db: Db,
  table: T,
  rows: Partial<T['$inferInsert']>[],
  returning?: SQL,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]!).filter((k) => rows[0]![k as keyof (typeof rows)[number]] !== undefined);
  const names = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`${getTableName(table)} has no column ${k}`);
    return `"${column.name}"`;
  });
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(keys.map((k, i) => [names[i]!.slice(1, -1), (r as Record<string, unknown>)[k] ?? null]))));
  const list = sql.raw(names.join(', '));
  const res = await db.execute(
    sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)${returning ? sql` returning ${returning}` : sql``}`,
  );
  return rowsOf<R>(res);
}
