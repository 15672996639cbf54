import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { answer, server } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { instanceOf } from '../../../test/instances.ts';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';
import { useInstanceStatePolling } from './instance-state-query.ts';

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
