import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { codes } from '@quiver/contract/wire';
import { monitor } from '../../../data/monitor/endpoints.ts';
import { metricSeriesOptions } from '../../../data/monitor/metric-series-query.ts';
import { answer, refuse, server, type AnswerData } from '../../../../test/server.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { testInstance } from '../../instance-configuration/test-fixtures.ts';
import { MonitoringTab } from './monitoring-tab.tsx';

const GiB = 1024 ** 3;
const minute = 60_000;
const start = Date.parse('2026-11-20T10:00:00.000Z');

type Series = AnswerData<typeof monitor.cpu>;

function series(
  metric: 'cpu' | 'memory' | 'disk',
  values: number[],
  capacity: number | null,
): Series {
  return {
    metric,
    unit: metric === 'cpu' ? 'percent' : 'bytes',
    capacity,
    intervalSeconds: 60,
    from: new Date(start).toISOString(),
    to: new Date(start + values.length * minute).toISOString(),
    points: values.map((value, index) => ({
      at: new Date(start + index * minute).toISOString(),
      value,
    })),
  };
}

const sent: { metric: string; from: string; to: string }[] = [];

function answerMetrics(memory = [2 * GiB, 4 * GiB], cpu = [12.5, 40], disk = [1 * GiB, 1.5 * GiB]) {
  server.use(
    answer(monitor.cpu, (query) => {
      sent.push({ metric: 'cpu', from: String(query.from), to: String(query.to) });
      return series('cpu', cpu, null);
    }),
    answer(monitor.memory, series('memory', memory, 16 * GiB)),
    answer(monitor.disk, series('disk', disk, 50 * GiB)),
  );
}

describe('the monitoring tab', () => {
  it('shows CPU, memory and disk on one chart, in percent of the size, with the bytes beside it', async () => {
    answerMetrics();
    renderWithProviders(<MonitoringTab instance={testInstance()} />);
    expect(screen.getByText('Loading the charts')).toBeInTheDocument();
    const chart = await screen.findByRole('figure', {
      name: 'CPU, memory and disk use (% of the size)',
    });
    // Memory: 4 GiB of 16 GiB is 25%; disk 1.5 GiB of 50 GiB is 3%.
    expect(chart).toHaveAccessibleDescription(
      'CPU: latest 40%, lowest 12.5%, highest 40%, average 26.3%. ' +
        'Memory: latest 25%, lowest 12.5%, highest 25%, average 18.8%. ' +
        'Disk: latest 3%, lowest 2%, highest 3%, average 2.5%.',
    );
    expect(screen.getByText('4 GiB of 16 GiB')).toBeVisible();
    expect(screen.getByText('1.5 GiB of 50 GiB')).toBeVisible();
    expect(screen.getByText('40% of 4 vCPU')).toBeVisible();
    // The instance's memory threshold (85%) is the chart's warning line.
    expect(within(chart).getByText('Memory threshold 85%')).toBeInTheDocument();
    // The time of the update on the axis's 24-hour clock, not "03:22 PM" under "15:20".
    expect(screen.getByText(/^Updated at \d{2}:\d{2}; next update/)).toBeVisible();
  });

  it('offers the table view of the same numbers', async () => {
    answerMetrics();
    const { user } = renderWithProviders(<MonitoringTab instance={testInstance()} />);
    await user.click(await screen.findByRole('button', { name: 'Show the data as a table' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Memory peak' })).toBeVisible();
    expect(within(table).getAllByRole('cell', { name: '25%' }).length).toBeGreaterThan(0);
  });

  it('keeps the range in the URL and asks for that span', async () => {
    sent.length = 0;
    answerMetrics();
    const { user, router } = renderWithProviders(<MonitoringTab instance={testInstance()} />, {
      at: '/blaze/quiverGraphDetail?id=inst-1&tab=monitoring',
    });
    await screen.findByRole('figure');
    expect(sent.at(-1)).toBeDefined();
    const span = (entry: { from: string; to: string }) =>
      Date.parse(entry.to) - Date.parse(entry.from);
    expect(span(sent.at(-1) ?? { from: '', to: '' })).toBe(60 * minute);
    await user.click(screen.getByRole('button', { name: 'Show the data as a table' }));
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?id=inst-1&tab=monitoring&range=7d'),
    );
    await waitFor(() =>
      expect(span(sent.at(-1) ?? { from: '', to: '' })).toBe(7 * 24 * 60 * minute),
    );
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    // Another range keeps the reader's place: the table stays open.
    expect(screen.getByRole('table')).toBeVisible();
  });

  it('keeps the previous range on the chart until all three series of the new one are in', async () => {
    answerMetrics();
    const { user } = renderWithProviders(<MonitoringTab instance={testInstance()} />);
    const plot = await screen.findByRole('slider');
    const hourSpan = [plot.getAttribute('aria-valuemin'), plot.getAttribute('aria-valuemax')];
    // A week, one point a day; the memory answer is held back until the test lets it go.
    const day = 24 * 60 * minute;
    const week = (metric: 'cpu' | 'memory' | 'disk', capacity: number | null) => ({
      ...series(metric, [1, 2, 3, 4, 5, 6, 7, 8], capacity),
      to: new Date(start + 7 * day).toISOString(),
      points: [1, 2, 3, 4, 5, 6, 7, 8].map((value, index) => ({
        at: new Date(start + index * day).toISOString(),
        value: capacity === null ? value : value * GiB,
      })),
    });
    let release = () => {};
    const memoryHeld = new Promise<void>((resolve) => (release = resolve));
    const answered: string[] = [];
    server.use(
      answer(monitor.cpu, () => (answered.push('cpu'), week('cpu', null))),
      answer(monitor.disk, () => (answered.push('disk'), week('disk', 50 * GiB))),
      http.get(monitor.memory.path, async () => {
        await memoryHeld;
        return HttpResponse.json({ code: 200, message: 'OK', data: week('memory', 16 * GiB) });
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(answered).toEqual(expect.arrayContaining(['cpu', 'disk'])));
    // Give the two answers time to be drawn, were they drawn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const slider = screen.getByRole('slider');
    expect([slider.getAttribute('aria-valuemin'), slider.getAttribute('aria-valuemax')]).toEqual(
      hourSpan,
    );
    expect(screen.getByText('4 GiB of 16 GiB')).toBeVisible();
    release();
    await waitFor(() =>
      expect(Number(screen.getByRole('slider').getAttribute('aria-valuemax'))).toBe(
        start + 7 * day,
      ),
    );
    expect(screen.getByText('8 GiB of 16 GiB')).toBeVisible();
  });

  it('reads the range from the URL', async () => {
    sent.length = 0;
    answerMetrics();
    renderWithProviders(<MonitoringTab instance={testInstance()} />, { at: '/x?range=24h' });
    await screen.findByRole('figure');
    expect(screen.getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
    const last = sent.at(-1);
    expect(Date.parse(last?.to ?? '') - Date.parse(last?.from ?? '')).toBe(24 * 60 * minute);
  });

  it('follows the address when it changes elsewhere (back, forward, a link)', async () => {
    sent.length = 0;
    answerMetrics();
    const { user, router } = renderWithProviders(<MonitoringTab instance={testInstance()} />, {
      at: '/x?range=24h',
    });
    await screen.findByRole('figure');
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=7d'));
    await router.navigate('/x?range=6h');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Last 6 hours' })).toBeChecked());
    await waitFor(() => {
      const last = sent.at(-1);
      expect(Date.parse(last?.to ?? '') - Date.parse(last?.from ?? '')).toBe(6 * 60 * minute);
    });
  });

  it('says a new instance has no measurement yet', async () => {
    server.use(
      answer(monitor.cpu, series('cpu', [], null)),
      answer(monitor.memory, series('memory', [], null)),
      answer(monitor.disk, series('disk', [], null)),
    );
    renderWithProviders(<MonitoringTab instance={testInstance()} />);
    expect(
      await screen.findByText(
        'No measurements yet: the first point arrives within a minute of the instance running.',
      ),
    ).toBeVisible();
    expect(screen.getAllByText('No measurement yet')).toHaveLength(3);
  });

  it('says when the charts could not be loaded, and loads them on retry', async () => {
    server.use(
      refuse(monitor.cpu, codes.serverError, ''),
      answer(monitor.memory, series('memory', [GiB], 16 * GiB)),
      answer(monitor.disk, series('disk', [GiB], 50 * GiB)),
    );
    const { user } = renderWithProviders(<MonitoringTab instance={testInstance()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The charts could not be loaded');
    answerMetrics();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('figure')).toBeVisible();
  });

  it('keeps its place when the minute comes round: the open table stays, the numbers move', async () => {
    answerMetrics();
    const { user, services } = renderWithProviders(<MonitoringTab instance={testInstance()} />);
    await user.click(await screen.findByRole('button', { name: 'Show the data as a table' }));
    answerMetrics([2 * GiB, 8 * GiB]);
    await services.queryClient.refetchQueries({ queryKey: ['monitor'] });
    expect(await screen.findByText('8 GiB of 16 GiB')).toBeVisible();
    expect(screen.getByRole('table')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('asks again every minute (spec §9)', () => {
    const options = metricSeriesOptions(
      {} as Parameters<typeof metricSeriesOptions>[0],
      'inst-1',
      'cpu',
      '1h',
    );
    expect(options.refetchInterval).toBe(60_000);
  });

  it('says why there is nothing to show for a stopped instance, and asks nothing', async () => {
    renderWithProviders(<MonitoringTab instance={testInstance({ status: 'STOPPED' })} />);
    expect(await screen.findByText('Monitoring is not available now')).toBeVisible();
    expect(screen.getByText('Start the instance first.')).toBeVisible();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
