/**
 * Runs `task` once the page is idle: the first idle period, at the latest after `timeoutMs`. Safari
 * has no `requestIdleCallback`; there a timer stands in for it.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  else window.setTimeout(task, Math.min(timeoutMs, 500));
}
