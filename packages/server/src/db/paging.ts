// Paging and the name search, written once for every list endpoint (instances, clusters, backups):
// one page of rows in the caller's order with the total, and a case-insensitive "name contains"
// filter in which the LIKE wildcards of what the user typed match themselves.
import { count, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Which page, as the contract's paging query parses it (pages count from 1). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** One page of rows and how many there are in all (the contract's `pageOf`). */
export interface Page<T> extends PageRequest {
  items: T[];
  total: number;
}

/** `column ILIKE '%text%'` with `\`, `%` and `_` escaped; undefined (no filter) without text. */
export function nameContains(column: PgColumn, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return ilike(column, `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

/** The rows of `table` matching `where` on the requested page, in `order`, with their total. */
export async function selectPage<TTable extends PgTable>(
  db: Db,
  table: TTable,
  where: SQL | undefined,
  order: SQL[],
  request: PageRequest,
): Promise<Page<TTable['$inferSelect']>> {
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  return {
    items: rows as TTable['$inferSelect'][],
    total: total?.n ?? 0,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/** Page items mapped to what the API answers. */
export function mapPage<T, U>(page: Page<T>, view: (row: T) => U): Page<U> {
  return { ...page, items: page.items.map(view) };
}
