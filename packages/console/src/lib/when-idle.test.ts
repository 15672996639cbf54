import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for an idle period, with the timeout as its latest', () => {
    const idle: { callback?: () => void; options?: IdleRequestOptions } = {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: IdleRequestOptions) => {
      idle.callback = callback;
      idle.options = options;
      return 1;
    });
    const task = vi.fn();
    whenIdle(task, 1_500);
    expect(task).not.toHaveBeenCalled();
    expect(idle.options).toEqual({ timeout: 1_500 });
    idle.callback?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});
