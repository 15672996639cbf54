// Prepared queries: drizzle builds a query's SQL text anew on every call (for a one-row lookup, about
// as long as PostgreSQL takes to answer it). A query on a hot path (every signed-in request's
// session check, the lists and the status poll) is built once with placeholders and kept here per
// database handle; on PostgreSQL its name also makes it a server-side prepared statement, parsed
// and planned once per connection.
import type { Db } from './client.ts';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/** The query `build` makes, built once per `db` and `name` (`name` must be unique per query). */
export function preparedQuery<T>(db: Db, name: string, build: () => T): T {
  let queries = byDatabase.get(db);
  if (!queries) {
    queries = new Map();
    byDatabase.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build();
    queries.set(name, query);
  }
  return query;
}
