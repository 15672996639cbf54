import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, createMemoryStorage } from './storage.ts';

describe('browserStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads and writes localStorage', () => {
    browserStorage.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(browserStorage.getItem('k')).toBe('v');
    expect(browserStorage.getItem('missing')).toBeNull();
  });

  it('never throws when the browser refuses storage (private mode, sandbox, quota)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(browserStorage.getItem('k')).toBeNull();
    expect(() => browserStorage.setItem('k', 'v')).not.toThrow();
  });

  it('works where there is no localStorage at all (server rendering)', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(browserStorage.getItem('k')).toBeNull();
    expect(() => browserStorage.setItem('k', 'v')).not.toThrow();
  });
});

describe('createMemoryStorage', () => {
  it('starts from the seed and keeps writes per instance', () => {
    const first = createMemoryStorage({ a: '1' });
    const second = createMemoryStorage();
    first.setItem('b', '2');
    expect(first.getItem('a')).toBe('1');
    expect(first.getItem('b')).toBe('2');
    expect(second.getItem('a')).toBeNull();
  });
});
