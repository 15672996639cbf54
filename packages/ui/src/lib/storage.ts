/**
 * The part of the Web Storage API the global elements need (cookie choice, notice dismissal).
 * Components take one as a prop so the console can pass its own store and tests an in-memory one.
 */
export interface KeyValueStorage {
  /** The stored string, or `null` when nothing is stored under `key`. */
  getItem(key: string): string | null;
  /** Stores `value` under `key`. */
  setItem(key: string, value: string): void;
}

/**
 * `window.localStorage` behind a guard: during SSR, in sandboxed iframes and in some private modes
 * merely touching `localStorage` throws (SecurityError) and writes can fail (QuotaExceededError).
 * A storage failure must never break the page, so reads then return `null` and writes do nothing.
 */
export const browserStorage: KeyValueStorage = {
  getItem(key) {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Nothing to do: the choice still applies for this page view.
    }
  },
};

/** An in-memory storage for tests, stories and server rendering. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}
