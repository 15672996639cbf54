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
  questionnaireAnswers: 'questionnaireAnswers',
  blazeCreateDraft: 'blazeCreateDraft',
  managerCreateDraft: 'managerCreateDraft',
  clusterCreateDraft: 'clusterCreateDraft',
  /** The query screen's history (lib/query-history-storage.ts). */
  queryHistory: 'queryHistory',
  /** The query editors' unsent statements, in this tab (lib/query-draft-storage.ts). */
  queryDrafts: 'queryDrafts',
} as const;

function memoryBackend(): StorageBackend {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function probed(storage: () => Storage): StorageBackend {
  try {
    const probe = '__quiver_probe__';
    storage().setItem(probe, probe);
    storage().removeItem(probe);
    return storage();
  } catch {
    return memoryBackend();
  }
}

/**
 * localStorage when the browser allows it. Private modes and locked-down browsers throw on access;
 * the console then keeps its values in memory for the life of the tab instead of failing.
 */
export function browserBackend(): StorageBackend {
  return probed(() => globalThis.localStorage);
}

/** sessionStorage (this tab only, kept across reloads), with the same in-memory fallback. */
export function browserSessionBackend(): StorageBackend {
  return probed(() => globalThis.sessionStorage);
}

/**
 * One stored value: `parse` turns the stored text into a value (a throw or null reads as absent),
 * `serialise` back. Values only one lazily loaded screen uses build their item in a module of their
 * own from this and `AppStorage.backend`, so every page does not carry their parsing.
 */
export function storedItem<T>(
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

/** Any JSON value; its reader checks the shape (a stored value may come from an older version). */
const parseJson = (raw: string): unknown => JSON.parse(raw) as unknown;

export function createStorage(
  backend: StorageBackend = browserBackend(),
  sessionBackend: StorageBackend = browserSessionBackend(),
) {
  const text = (key: string) => storedItem<string>(backend, key, nonEmptyString, String);
  const json = (store: StorageBackend, key: string) =>
    storedItem<unknown>(store, key, parseJson, (value) => JSON.stringify(value));
  return {
    accessToken: text(storageKeys.accessToken),
    refreshToken: text(storageKeys.refreshToken),
    userLanguage: storedItem<Language>(backend, storageKeys.userLanguage, parseLanguage, String),
    cookiesSettings: storedItem<boolean>(
      backend,
      storageKeys.cookiesSettings,
      parseBoolean,
      String,
    ),
    noticeDismissal: storedItem<NoticeDismissal>(
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
    /**
     * The questionnaire answers this browser submitted, with the account they belong to: the API
     * cannot read them back, and the create wizard prefills from them (features/blaze-create).
     */
    questionnaireAnswers: json(backend, storageKeys.questionnaireAnswers),
    /**
     * The Blaze create wizard's draft, in this tab's sessionStorage so it survives a reload but not
     * the tab; never the root password (features/blaze-create/create-draft.ts).
     */
    blazeCreateDraft: json(sessionBackend, storageKeys.blazeCreateDraft),
    /** The Manager create wizard's draft, kept the same way (features/manager-create). */
    managerCreateDraft: json(sessionBackend, storageKeys.managerCreateDraft),
    /** The Powerhouse create wizard's draft, kept the same way (features/cluster-create). */
    clusterCreateDraft: json(sessionBackend, storageKeys.clusterCreateDraft),
    /** Where the values live, for the items of lazily loaded screens (see `storedItem`). */
    backend,
    /** Where this tab's values live, for the same. */
    sessionBackend,
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
