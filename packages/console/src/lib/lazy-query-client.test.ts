import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createLazyQueryClient } from './lazy-query-client.ts';

describe('createLazyQueryClient', () => {
  it('has no client until asked, then loads it once for every caller', async () => {
    const client = new QueryClient();
    const create = vi.fn(() => Promise.resolve(client));
    const lazy = createLazyQueryClient(create);
    expect(lazy.current()).toBeUndefined();
    expect(create).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(client);
    expect(second).toBe(client);
    expect(lazy.current()).toBe(client);
    await lazy.load();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('tells its subscribers before the callers that awaited the load resume', async () => {
    const client = new QueryClient();
    const lazy = createLazyQueryClient(() => Promise.resolve(client));
    const seen: string[] = [];
    const unsubscribe = lazy.subscribe(() => seen.push('subscriber'));
    await lazy.load().then(() => seen.push('caller'));
    expect(seen).toEqual(['subscriber', 'caller']);
    unsubscribe();
  });

  it('tries again after a failed load', async () => {
    const client = new QueryClient();
    const create = vi
      .fn<() => Promise<QueryClient>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(client);
    const lazy = createLazyQueryClient(create);
    await expect(lazy.load()).rejects.toThrow('chunk failed');
    expect(lazy.current()).toBeUndefined();
    await expect(lazy.load()).resolves.toBe(client);
  });

  it('is there from the start when given a client (tests)', async () => {
    const client = new QueryClient();
    const lazy = createLazyQueryClient(client);
    expect(lazy.current()).toBe(client);
    await expect(lazy.load()).resolves.toBe(client);
  });
});
