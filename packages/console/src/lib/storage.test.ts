import { describe, expect, it } from 'vitest';
import {
  createStorage,
  createTokenStore,
  readMarketplace,
  storageKeys,
  type StorageBackend,
} from './storage.ts';

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const backend: StorageBackend = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
  return { values, backend };
}

describe('stored values', () => {
  it('round-trips every value', () => {
    const { backend, values } = memory();
    const storage = createStorage(backend);
    storage.accessToken.set('a');
    storage.refreshToken.set('r');
    storage.userLanguage.set('zh');
    storage.cookiesSettings.set(false);
    storage.noticeDismissal.set({ title: 'Maintenance', date: '2026-11-22' });
    storage.channel.set('aws');
    storage.extAccountToken.set('ext');
    expect(storage.accessToken.get()).toBe('a');
    expect(storage.refreshToken.get()).toBe('r');
    expect(storage.userLanguage.get()).toBe('zh');
    expect(storage.cookiesSettings.get()).toBe(false);
    expect(values.get(storageKeys.cookiesSettings)).toBe('false');
    expect(storage.noticeDismissal.get()).toEqual({ title: 'Maintenance', date: '2026-11-22' });
    expect(readMarketplace(storage)).toEqual({ channel: 'aws', extAccountToken: 'ext' });
  });

  it.each([
    [storageKeys.userLanguage, 'fr', 'userLanguage'],
    [storageKeys.cookiesSettings, 'yes', 'cookiesSettings'],
    [storageKeys.cookiesSettings, '1', 'cookiesSettings'],
    [storageKeys.noticeDismissal, '{not json', 'noticeDismissal'],
    [storageKeys.noticeDismissal, '"a string"', 'noticeDismissal'],
    [storageKeys.noticeDismissal, 'null', 'noticeDismissal'],
    [storageKeys.noticeDismissal, '{"title":1,"date":"2026-11-22"}', 'noticeDismissal'],
    [storageKeys.noticeDismissal, '{"title":"x","date":"yesterday"}', 'noticeDismissal'],
    [storageKeys.accessToken, '', 'accessToken'],
    [storageKeys.accessToken, '   ', 'accessToken'],
  ] as const)('reads a corrupt %s (%s) as absent', (key, raw, name) => {
    const storage = createStorage(memory({ [key]: raw }).backend);
    expect(storage[name].get()).toBeNull();
  });

  it('survives a storage that throws on every access', () => {
    const throwing: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createStorage(throwing);
    expect(() => storage.accessToken.set('a')).not.toThrow();
    expect(storage.accessToken.get()).toBeNull();
    expect(() => storage.accessToken.clear()).not.toThrow();
  });

  it('sets and clears the tokens as a pair', () => {
    const storage = createStorage(memory().backend);
    const tokens = createTokenStore(storage);
    tokens.set({ accessToken: 'a', refreshToken: 'r' });
    expect([tokens.accessToken(), tokens.refreshToken()]).toEqual(['a', 'r']);
    tokens.clear();
    expect([tokens.accessToken(), tokens.refreshToken()]).toEqual([null, null]);
  });

  it('reads half a marketplace pair as absent', () => {
    const storage = createStorage(memory({ channel: 'aws' }).backend);
    expect(readMarketplace(storage)).toBeNull();
  });
});
