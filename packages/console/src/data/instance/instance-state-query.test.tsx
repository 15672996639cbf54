import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { answer, server } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { instanceOf } from '../../../test/instances.ts';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';
import { useInstanceStatePolling } from './instance-state-query.ts';
import { STATE_POLL_INTERVAL_MS } from '../state-poll.ts';

describe('useInstanceStatePolling', () => {
  it('polls a row in progress without re-rendering the screen that holds it when nothing changed', async () => {
    const polled: string[][] = [];
    server.use(
      answer(instance.state, ({ instanceIds }) => {
        polled.push(instanceIds);
        return {
          items: [
            {
              id: 'inst-1',
              status: 'CREATING' as const,
              serviceState: null,
              updatedAt: '2026-11-20T09:31:00.000Z',
            },
          ],
        };
      }),
    );
    const rows = [instanceOf({ status: 'CREATING', serviceState: null })];
    let renders = 0;
    function Screen() {
      renders += 1;
      useInstanceStatePolling(rows);
      return null;
    }
    const { services } = renderWithProviders(<Screen />);
    const rendersAtMount = renders;
    await waitFor(() =>
      expect(services.queryClient.getQueryState(instanceKeys.states(['inst-1']))?.status).toBe(
        'success',
      ),
    );
    expect(polled).toEqual([['inst-1']]);
    // The tick started and was answered: neither is anything the screen shows.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(rendersAtMount);
  });
});

describe('the first tick of useInstanceStatePolling', () => {
  function watchPolls() {
    const polled: number[] = [];
    server.use(
      answer(instance.state, ({ instanceIds }) => {
        polled.push(Date.now());
        return {
          items: instanceIds.map((id) => ({
            id,
            status: 'CREATING' as const,
            serviceState: null,
            updatedAt: '2026-11-20T09:31:00.000Z',
          })),
        };
      }),
    );
    return polled;
  }
  const rows = [instanceOf({ status: 'CREATING', serviceState: null })];

  it('waits an interval from the time the shown rows were read before asking again', async () => {
    const polled = watchPolls();
    const readAt = Date.now();
    function Screen() {
      useInstanceStatePolling(rows, readAt);
      return null;
    }
    const { services } = renderWithProviders(<Screen />);
    // The poll starts from the shown statuses, without a call.
    expect(services.queryClient.getQueryData(instanceKeys.states(['inst-1']))).toEqual({
      items: [
        { id: 'inst-1', status: 'CREATING', serviceState: null, updatedAt: rows[0]?.updatedAt },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(polled).toEqual([]);
    await waitFor(() => expect(polled).toHaveLength(1), { timeout: 5_000 });
    expect((polled[0] ?? 0) - readAt).toBeGreaterThanOrEqual(STATE_POLL_INTERVAL_MS);
  });

  it('asks at once when the shown rows are already an interval old', async () => {
    const polled = watchPolls();
    function Screen() {
      useInstanceStatePolling(rows, Date.now() - STATE_POLL_INTERVAL_MS - 1_000);
      return null;
    }
    renderWithProviders(<Screen />);
    await waitFor(() => expect(polled).toHaveLength(1), { timeout: 1_000 });
  });
});
