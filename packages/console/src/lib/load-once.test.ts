import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('loads once and hands every caller the same answer', async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const loaded = loadOnce(load);
    const [first, second] = await Promise.all([loaded(), loaded()]);
    expect(await loaded()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const loaded = loadOnce(load);
    await expect(loaded()).rejects.toThrow('Failed to fetch');
    await expect(loaded()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
