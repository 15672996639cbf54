/**
 * The query editors' unsent statements, by instance id, in this tab's sessionStorage: what was typed
 * survives leaving the screen (a link to load a sample, another tab of the page) and a reload, but
 * not the tab. In a module of its own so that only the query screen loads its parsing.
 */
import { storageKeys, storedItem, type AppStorage, type StoredItem } from './storage.ts';

export type QueryDrafts = Readonly<Record<string, string>>;

/** Keeps the instances whose draft is text that is not blank. */
export function parseQueryDrafts(raw: string): QueryDrafts | null {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

export function queryDraftsItem(storage: AppStorage): StoredItem<QueryDrafts> {
  return storedItem(storage.sessionBackend, storageKeys.queryDrafts, parseQueryDrafts, (value) =>
    JSON.stringify(value),
  );
}
