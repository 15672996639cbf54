import { describe, expect, it, vi } from 'vitest';
import { authRoutes, instanceRoutes, monitorRoutes, userRoutes } from '@quiver/contract/wire';
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

  it('checks a long metric series point by point without zod, as strictly', async () => {
    const lazy = createLazyAnswerCheck();
    await lazy.load();
    const check = lazy.current();
    const points = Array.from({ length: 3 }, (_, index) => ({
      at: new Date(Date.UTC(2026, 10, 20, 10, index)).toISOString(),
      value: index * 1024,
    }));
    const series = {
      metric: 'memory',
      unit: 'bytes',
      capacity: 8192,
      intervalSeconds: 60,
      from: '2026-11-20T10:00:00.000Z',
      to: '2026-11-20T10:03:00.000Z',
      points,
    };
    const good = check?.(monitorRoutes.memory, series);
    expect(good).toEqual({ success: true, data: series });
    // The points are used as sent, not copied.
    expect(good?.success && (good.data as typeof series).points).toBe(points);
    const broken = (point: Record<string, unknown>) =>
      check?.(monitorRoutes.memory, { ...series, points: [...points, point] });
    expect(broken({ at: 'yesterday', value: 1 })).toMatchObject({
      success: false,
      error: { issues: [{ path: ['points', 3] }] },
    });
    expect(broken({ at: '2026-11-20T10:04:00+01:00', value: 1 })?.success).toBe(false);
    expect(broken({ at: '2026-11-20T10:04:00.000Z', value: -1 })?.success).toBe(false);
    expect(broken({ at: '2026-11-20T10:04:00.000Z', value: '1' })?.success).toBe(false);
    // Everything but the points still goes through the contract's schema.
    expect(check?.(monitorRoutes.cpu, { ...series, unit: 'furlongs' }).success).toBe(false);
    expect(check?.(monitorRoutes.disk, { ...series, points: 'none' }).success).toBe(false);
  });

  it('checks the rows of a query result as arrays, and the rest with the contract', async () => {
    const lazy = createLazyAnswerCheck();
    await lazy.load();
    const check = lazy.current();
    const result = {
      ok: true,
      columns: ['n', 'name'],
      rows: [
        [1, 'Ada'],
        [2, { _label: 'Person', name: 'Alan' }],
      ],
      stats: { rowCount: 2, truncated: false, elapsedMs: 3 },
    };
    expect(check?.(instanceRoutes.query, result)).toEqual({ success: true, data: result });
    expect(check?.(instanceRoutes.query, { ...result, rows: [[1], 'two'] })?.success).toBe(false);
    expect(check?.(instanceRoutes.query, { ...result, columns: [1] })?.success).toBe(false);
    const refused = { ok: false, error: { kind: 'syntax', message: 'Parser exception' } };
    expect(check?.(instanceRoutes.query, refused)).toEqual({ success: true, data: refused });
    expect(check?.(instanceRoutes.query, { ok: false, error: { kind: 'odd' } })?.success).toBe(
      false,
    );
  });
});
