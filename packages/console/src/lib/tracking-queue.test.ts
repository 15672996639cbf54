import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTrackingQueue, spmCodes, type TrackingPayload } from './tracking-queue.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A send whose calls stay pending until the test answers them. */
function controlledSend() {
  const calls: { payload: TrackingPayload; resolve: () => void; reject: (e: Error) => void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const send = vi.fn(
    (payload: TrackingPayload) =>
      new Promise<void>((resolve, reject) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        calls.push({
          payload,
          resolve: () => {
            inFlight -= 1;
            resolve();
          },
          reject: (error) => {
            inFlight -= 1;
            reject(error);
          },
        });
      }),
  );
  return { send, calls, maxInFlight: () => maxInFlight };
}

describe('tracking queue', () => {
  it('sends the spec payload: spm, event_key, action_type, option', async () => {
    const send = vi.fn(async () => undefined);
    const queue = createTrackingQueue({ send });
    queue.track('notice_show', 'Maintenance');
    queue.track('acceptAllCookies_click');
    await queue.idle();
    expect(send.mock.calls).toEqual([
      [{ spm: '101.0.0', event_key: 'notice_show', action_type: 'show', option: 'Maintenance' }],
      [{ spm: '103.0.5', event_key: 'acceptAllCookies_click', action_type: 'click', option: '' }],
    ]);
  });

  it('has the spm code of every spec event', () => {
    expect(spmCodes).toEqual({
      notice_show: '101.0.0',
      notice_close_click: '101.0.1',
      terms_click: '103.0.1',
      privacy_click: '103.0.2',
      setCookie_click: '103.0.3',
      cookiePolicy_click: '103.0.4',
      acceptAllCookies_click: '103.0.5',
      customizeSettings_click: '103.0.6',
      confirmMyChoices_click: '103.0.7',
    });
  });

  it('returns at once and sends one event at a time, in order', async () => {
    const { send, calls, maxInFlight } = controlledSend();
    const queue = createTrackingQueue({ send });
    queue.track('terms_click');
    queue.track('privacy_click');
    queue.track('setCookie_click');
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    calls[2]!.resolve();
    await queue.idle();
    expect(calls.map((call) => call.payload.event_key)).toEqual([
      'terms_click',
      'privacy_click',
      'setCookie_click',
    ]);
    expect(maxInFlight()).toBe(1);
  });

  it('retries a failed send with exponential backoff, capped, and drops nothing', async () => {
    const { send, calls } = controlledSend();
    const queue = createTrackingQueue({ send, baseDelayMs: 1_000, maxDelayMs: 4_000 });
    queue.track('notice_show');
    queue.track('notice_close_click');
    await vi.advanceTimersByTimeAsync(0);

    const attemptTimes: number[] = [Date.now()];
    for (let failure = 0; failure < 4; failure += 1) {
      calls.at(-1)!.reject(new Error('offline'));
      const before = calls.length;
      // Nothing is sent before the backoff delay is over.
      const delay = [1_000, 2_000, 4_000, 4_000][failure]!;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(calls).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(before + 1);
      attemptTimes.push(Date.now());
    }
    expect(calls.map((call) => call.payload.event_key)).toEqual(Array(5).fill('notice_show'));
    expect(queue.size()).toBe(2);

    calls.at(-1)!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    // The backoff starts over for the next event.
    calls.at(-1)!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(1_000);
    calls.at(-1)!.resolve();
    await queue.idle();
    expect(calls.map((call) => call.payload.event_key)).toEqual([
      ...Array(5).fill('notice_show'),
      'notice_close_click',
      'notice_close_click',
    ]);
    expect(queue.size()).toBe(0);
  });

  it('events tracked while a retry waits are kept, after the one that failed', async () => {
    const { send, calls } = controlledSend();
    const queue = createTrackingQueue({ send });
    queue.track('terms_click');
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.reject(new Error('500'));
    queue.track('privacy_click');
    await vi.advanceTimersByTimeAsync(1_000);
    calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    calls[2]!.resolve();
    await queue.idle();
    expect(calls.map((call) => call.payload.event_key)).toEqual([
      'terms_click',
      'terms_click',
      'privacy_click',
    ]);
  });

  it('skips an event the server refuses as invalid, when told that failure is permanent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = new Error('refused');
    const send = vi.fn(async (payload: TrackingPayload) => {
      if (payload.event_key === 'terms_click') throw refused;
    });
    const queue = createTrackingQueue({ send, isPermanentFailure: (error) => error === refused });
    queue.track('terms_click');
    queue.track('privacy_click');
    await queue.idle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.size()).toBe(0);
  });
});
