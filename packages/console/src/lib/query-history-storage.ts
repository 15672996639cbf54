/**
 * The query screen's history in the browser (spec section 9: "the local history list keeps the last
 * 10 items"): the statements run, newest first, by instance id. In a module of its own so that only
 * the query screen loads its parsing; the key is storage.ts's, like every stored value's.
 */
import { storageKeys, storedItem, type AppStorage, type StoredItem } from './storage.ts';

export type QueryHistories = Readonly<Record<string, readonly string[]>>;

/** Keeps the instances whose value is a list of statements, and the statements that are text. */
export function parseQueryHistories(raw: string): QueryHistories | null {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const histories: Record<string, string[]> = {};
  for (const [instanceId, statements] of Object.entries(value)) {
    if (!Array.isArray(statements)) continue;
    const texts = statements.filter(
      (statement): statement is string => typeof statement === 'string' && statement.trim() !== '',
    );
    if (texts.length > 0) histories[instanceId] = texts;
  }
  return histories;
}

export function queryHistoryItem(storage: AppStorage): StoredItem<QueryHistories> {
  return storedItem(storage.backend, storageKeys.queryHistory, parseQueryHistories, (value) =>
    JSON.stringify(value),
  );
}
