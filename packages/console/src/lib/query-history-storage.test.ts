import { describe, expect, it } from 'vitest';
import { createStorage, storageKeys, type StorageBackend } from './storage.ts';
import { queryHistoryItem } from './query-history-storage.ts';

function storageWith(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const backend: StorageBackend = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
  return { values, history: queryHistoryItem(createStorage(backend)) };
}

describe('the stored query history', () => {
  it('round-trips the histories under its key', () => {
    const { values, history } = storageWith();
    history.set({ 'inst-1': ['RETURN 1', 'MATCH (n) RETURN n'] });
    expect(history.get()).toEqual({ 'inst-1': ['RETURN 1', 'MATCH (n) RETURN n'] });
    expect(JSON.parse(values.get(storageKeys.queryHistory) ?? '')).toEqual({
      'inst-1': ['RETURN 1', 'MATCH (n) RETURN n'],
    });
  });

  it.each(['{not json', '["RETURN 1"]', 'null', '"text"'])('reads %s as absent', (raw) => {
    expect(storageWith({ [storageKeys.queryHistory]: raw }).history.get()).toBeNull();
  });

  it('keeps the statements that are text, per instance', () => {
    const raw = JSON.stringify({
      'inst-1': ['RETURN 1', 7, '  ', null, 'MATCH (n) RETURN n'],
      'inst-2': 'RETURN 2',
      'inst-3': [],
    });
    expect(storageWith({ [storageKeys.queryHistory]: raw }).history.get()).toEqual({
      'inst-1': ['RETURN 1', 'MATCH (n) RETURN n'],
    });
  });
});
