import type { KeyValueStorage } from '../../lib/storage.ts';

/** Default storage key of the cookie choice (spec section 3: `cookiesSettings`, a boolean). */
export const cookieChoiceStorageKey = 'cookiesSettings';

/**
 * The stored choice: `true` = analytics and customization cookies allowed, `false` = essential
 * only, `null` = not chosen yet (or unreadable, which asks again rather than assume consent).
 */
export function readCookieChoice(storage: KeyValueStorage, key: string): boolean | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

/** Stores the choice as the JSON boolean `true` or `false`. */
export function writeCookieChoice(storage: KeyValueStorage, key: string, analytics: boolean): void {
  try {
    storage.setItem(key, analytics ? 'true' : 'false');
  } catch {
    // The choice applies for this page view; the panel asks again next time.
  }
}
