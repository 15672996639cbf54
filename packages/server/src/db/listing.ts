// How the lists of a caller's resources are read, written once for every module: the rows the
// caller still sees (live ones, and terminated ones while they stay listed), one page of rows in
// the caller's order with the total, and a case-insensitive "name contains" filter in which the
// LIKE wildcards of what the user typed match themselves.
import {
  and,
  count,
  eq,
  getTableName,
  gt,
  ilike,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { preparedQuery } from './prepared.ts';

/** A table of resources an account owns, which stay listed a while after termination. */
export type ListedTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  status: PgColumn;
  terminatedAt: PgColumn;
};

/** The account's rows it still sees: not terminated, or terminated after `listedSince`. */
export function listedBy(
  table: ListedTable,
  userId: string | Placeholder,
  listedSince: Date | Placeholder,
): SQL {
  return and(
    eq(table.userId, userId),
    or(ne(table.status, 'TERMINATED'), gt(table.terminatedAt, listedSince)),
  ) as SQL;
}

/**
 * A condition a module adds to a list query. The queries below are prepared (src/db/prepared.ts):
 * `where` is built once per `key`, so it holds no values, only placeholders
 * (`sql.placeholder(name)`), whose values come in `values` on every call. `key` names its shape (a
 * filter given or not).
 */
export interface Narrowing {
  key: string;
  where: () => SQL | undefined;
  values?: Record<string, unknown>;
}

const placeholder = (name: string) => sql.placeholder(name);

interface PreparedRows<T> {
  execute(values: Record<string, unknown>): Promise<T[]>;
}

/** The account's listed rows among `ids` (`also`: a condition the module adds). */
export async function selectListed<TTable extends ListedTable>(
  db: Db,
  table: TTable,
  scope: { userId: string; ids: string[]; listedSince: Date; also?: Narrowing },
): Promise<TTable['$inferSelect'][]> {
  const name = `${getTableName(table)}_listed_${scope.also?.key ?? 'all'}`;
  const query = preparedQuery(
    db,
    name,
    () =>
      db
        .select()
        .from(table as PgTable)
        .where(
          and(
            sql`${table.id} = any(${placeholder('ids')}::uuid[])`,
            listedBy(table, placeholder('userId'), placeholder('listedSince')),
            scope.also?.where(),
          ),
        )
        .prepare(name) as unknown as PreparedRows<TTable['$inferSelect']>,
  );
  return query.execute({
    ids: scope.ids,
    userId: scope.userId,
    listedSince: scope.listedSince,
    ...scope.also?.values,
  });
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
 * in `order`: two prepared queries, the total and the page.
 */
export async function selectListedPage<TTable extends ListedTable & { name: PgColumn }>(
  db: Db,
  table: TTable,
  query: {
    userId: string;
    listedSince: Date;
    where?: Narrowing;
    name?: string | undefined;
    order: SQL[];
  },
  request: PageRequest,
): Promise<Page<TTable['$inferSelect']>> {
  const byName = Boolean(query.name);
  return selectPreparedPage(
    db,
    table,
    `${getTableName(table)}_page`,
    {
      key: `${query.where?.key ?? 'all'}${byName ? '_name' : ''}`,
      where: () =>
        and(
          listedBy(table, placeholder('userId'), placeholder('listedSince')),
          query.where?.where(),
          byName ? ilike(table.name, placeholder('namePattern')) : undefined,
        ),
      values: {
        userId: query.userId,
        listedSince: query.listedSince,
        ...query.where?.values,
        ...(byName ? { namePattern: containsPattern(query.name ?? '') } : {}),
      },
    },
    query.order,
    request,
  );
}

/** `%text%` for ILIKE with `\`, `%` and `_` escaped, so what the user typed matches itself. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
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

/**
 * `selectPage` prepared: the total and the page of `table`'s rows matching `where` (built once per
 * `name` and `where.key`, its values given on every call), in `order`.
 */
export async function selectPreparedPage<TTable extends PgTable>(
  db: Db,
  table: TTable,
  name: string,
  where: Narrowing,
  order: SQL[],
  request: PageRequest,
): Promise<Page<TTable['$inferSelect']>> {
  const key = `${name}_${where.key}`;
  const prepared = preparedQuery(db, key, () => {
    const condition = where.where();
    return {
      total: db
        .select({ n: count() })
        .from(table as PgTable)
        .where(condition)
        .prepare(`${key}_total`) as unknown as PreparedRows<{ n: number }>,
      rows: db
        .select()
        .from(table as PgTable)
        .where(condition)
        .orderBy(...order)
        .limit(placeholder('limit'))
        .offset(placeholder('offset'))
        .prepare(`${key}_rows`) as unknown as PreparedRows<TTable['$inferSelect']>,
    };
  });
  const values = {
    ...where.values,
    limit: request.pageSize,
    offset: (request.page - 1) * request.pageSize,
  };
  const [total] = await prepared.total.execute(values);
  const rows = await prepared.rows.execute(values);
  return { items: rows, total: total?.n ?? 0, page: request.page, pageSize: request.pageSize };
}
