/**
 * Every value the console keeps in the browser (spec section 3), in one typed module. Reads are
 * tolerant: a missing, corrupt or foreign value reads as `null` (and is never thrown at the caller),
 * because anything in localStorage may have been edited by hand or written by an older version.
 */
import type { Language } from '../i18n/index.ts';

/** The part of the Web Storage API this module needs; tests pass an in-memory one. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredItem<T> {
  get(): T | null;
  set(value: T): void;
  clear(): void;
}

/** A dismissed notice: its title and the local calendar date (YYYY-MM-DD) it was closed. */
export interface NoticeDismissal {
  title: string;
  date: string;
}

/**
 * The statements run on the query screen, newest first, by instance id (spec section 9: "the local
 * history list keeps the last 10 items"; the screen keeps the limit, this module the shape).
 */
export type QueryHistories = Readonly<Record<string, readonly string[]>>;

/** Storage key names; kept stable because existing browsers hold values under them. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userLanguage: 'userLanguage',
  cookiesSettings: 'cookiesSettings',
  noticeDismissal: 'noticeDismissal',
  channel: 'channel',
  extAccountToken: 'extAccountToken',
  socialLoginState: 'socialLoginState',
  queryHistory: 'queryHistory',
} as const;

function memoryBackend(): StorageBackend {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * localStorage when the browser allows it. Private modes and locked-down browsers throw on access;
 * the console then keeps its values in memory for the life of the tab instead of failing.
 */
export function browserBackend(): StorageBackend {
  try {
    const probe = '__quiver_probe__';
    globalThis.localStorage.setItem(probe, probe);
    globalThis.localStorage.removeItem(probe);
    return globalThis.localStorage;
  } catch {
    return memoryBackend();
  }
}

function item<T>(
  backend: StorageBackend,
  key: string,
  parse: (raw: string) => T | null,
  serialise: (value: T) => string,
): StoredItem<T> {
  return {
    get() {
      let raw: string | null;
      try {
        raw = backend.getItem(key);
      } catch {
        return null;
      }
      if (raw === null) return null;
      try {
        return parse(raw);
      } catch {
        return null;
      }
    },
    set(value) {
      try {
        backend.setItem(key, serialise(value));
      } catch {
        // Quota exceeded or storage revoked: the value lives only as long as the current state.
      }
    },
    clear() {
      try {
        backend.removeItem(key);
      } catch {
        // Nothing to clear when storage is unavailable.
      }
    },
  };
}

const nonEmptyString = (raw: string): string | null => (raw.trim() === '' ? null : raw);

const parseLanguage = (raw: string): Language | null => (raw === 'en' || raw === 'zh' ? raw : null);

const parseBoolean = (raw: string): boolean | null =>
  raw === 'true' ? true : raw === 'false' ? false : null;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function parseNoticeDismissal(raw: string): NoticeDismissal | null {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { title, date } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof date !== 'string' || !isoDate.test(date)) return null;
  return { title, date };
}

/** Keeps the instances whose value is a list of statements, and the statements that are text. */
function parseQueryHistories(raw: string): QueryHistories | null {
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

export function createStorage(backend: StorageBackend = browserBackend()) {
  const text = (key: string) => item<string>(backend, key, nonEmptyString, String);
  return {
    accessToken: text(storageKeys.accessToken),
    refreshToken: text(storageKeys.refreshToken),
    userLanguage: item<Language>(backend, storageKeys.userLanguage, parseLanguage, String),
    cookiesSettings: item<boolean>(backend, storageKeys.cookiesSettings, parseBoolean, String),
    noticeDismissal: item<NoticeDismissal>(
      backend,
      storageKeys.noticeDismissal,
      parseNoticeDismissal,
      (value) => JSON.stringify({ title: value.title, date: value.date }),
    ),
    /** The cloud-marketplace channel a visitor arrived with, kept until after sign-in. */
    channel: text(storageKeys.channel),
    /** The marketplace's external account token, kept with `channel`. */
    extAccountToken: text(storageKeys.extAccountToken),
    /** The anti-forgery `state` of a social sign-in in progress, compared when the provider returns. */
    socialLoginState: text(storageKeys.socialLoginState),
    /** The query screen's history, per instance. */
    queryHistory: item<QueryHistories>(
      backend,
      storageKeys.queryHistory,
      parseQueryHistories,
      (value) => JSON.stringify(value),
    ),
  };
}

export type AppStorage = ReturnType<typeof createStorage>;

/** Reads and writes the session tokens as a pair. */
export function createTokenStore(storage: AppStorage) {
  return {
    accessToken: () => storage.accessToken.get(),
    refreshToken: () => storage.refreshToken.get(),
    set(tokens: { accessToken: string; refreshToken: string }) {
      storage.accessToken.set(tokens.accessToken);
      storage.refreshToken.set(tokens.refreshToken);
    },
    clear() {
      storage.accessToken.clear();
      storage.refreshToken.clear();
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;

/** The marketplace pair is only useful together; a half pair reads as absent. */
export function readMarketplace(storage: AppStorage) {
  const channel = storage.channel.get();
  const extAccountToken = storage.extAccountToken.get();
  return channel !== null && extAccountToken !== null ? { channel, extAccountToken } : null;
}

/** The storage of this browser tab. */
export const appStorage: AppStorage = createStorage();
