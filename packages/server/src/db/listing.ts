// How the lists of a caller's resources are read, written once for every module: the rows the
// caller still sees (live ones, and terminated ones while they stay listed), one page of rows in
// the caller's order with the total, and a case-insensitive "name contains" filter in which the
// LIKE wildcards of what the user typed match themselves.
import { and, count, eq, gt, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A table of resources an account owns, which stay listed a while after termination. */
export type ListedTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  status: PgColumn;
  terminatedAt: PgColumn;
};

/** The account's rows it still sees: not terminated, or terminated after `listedSince`. */
export function listedBy(table: ListedTable, userId: string, listedSince: Date): SQL {
  return and(
    eq(table.userId, userId),
    or(ne(table.status, 'TERMINATED'), gt(table.terminatedAt, listedSince)),
  ) as SQL;
}

/** The account's listed rows among `ids` (`also`: a condition the module adds). */
export async function selectListed<TTable extends ListedTable>(
  db: Db,
  table: TTable,
  scope: { userId: string; ids: string[]; listedSince: Date; also?: SQL },
): Promise<TTable['$inferSelect'][]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(
      and(
        inArray(table.id, scope.ids),
        listedBy(table, scope.userId, scope.listedSince),
        scope.also,
      ),
    );
  return rows as TTable['$inferSelect'][];
}

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

/**
 * A page of the account's listed rows matching `where`, whose name contains `name` (when given),
 * in `order`.
 */
export function selectListedPage<TTable extends ListedTable & { name: PgColumn }>(
  db: Db,
  table: TTable,
  query: {
    userId: string;
    listedSince: Date;
    where?: SQL;
    name?: string | undefined;
    order: SQL[];
  },
  request: PageRequest,
): Promise<Page<TTable['$inferSelect']>> {
  const where = and(
    listedBy(table, query.userId, query.listedSince),
    query.where,
    nameContains(table.name, query.name),
  );
  return selectPage(db, table, where, query.order, request);
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
