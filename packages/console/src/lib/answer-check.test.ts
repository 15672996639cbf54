import { describe, expect, it, vi } from 'vitest';
import { authRoutes, userRoutes } from '@quiver/contract/wire';
import { createLazyAnswerCheck } from './answer-check.ts';

describe('the lazily loaded answer check', () => {
  it('is absent until loaded, then checks answers with the contract of the endpoint', async () => {
    const lazy = createLazyAnswerCheck();
    expect(lazy.current()).toBeUndefined();
    await lazy.load();
    const check = lazy.current();
    expect(check).toBeDefined();
    const tokens = { accessToken: 'a', refreshToken: 'r' };
    expect(check?.(authRoutes.refreshToken, tokens)).toEqual({ success: true, data: tokens });
    expect(check?.(authRoutes.refreshToken, { accessToken: 1 }).success).toBe(false);
    expect(check?.({ ...userRoutes.info, id: 'nope' as 'user.info' }, {}).success).toBe(false);
  });

  it('loads once however often it is asked, and tries again after a failed load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const check = vi.fn(() => ({ success: true as const, data: null }));
    const importCheck = vi
      .fn<() => Promise<typeof check>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(check);
    const lazy = createLazyAnswerCheck(importCheck);
    await lazy.load();
    expect(lazy.current()).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    await Promise.all([lazy.load(), lazy.load(), lazy.load()]);
    expect(importCheck).toHaveBeenCalledTimes(2);
    expect(lazy.current()).toBe(check);
    warn.mockRestore();
  });
});
