import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Button } from '../button/button.tsx';
import { MetricChart, type MetricChartProps } from './metric-chart.tsx';
import type { MetricSeries } from './metric-data.ts';
import { appendSampleMinute, sampleMetricSeries } from './sample-metrics.ts';

// Generated once per module: deterministic (seeded), so screenshots never change between runs.
const week = sampleMetricSeries();
const day = sampleMetricSeries({ count: 24 * 60 });

const meta = {
  title: 'Domain/MetricChart',
  component: MetricChart,
  args: {
    title: 'CPU, memory and disk usage (last 7 days)',
    series: week,
    threshold: 80,
    timeZone: 'UTC',
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Usage percentages over time (7 days of one-minute samples: 10,080 points per series). Each series is reduced to the minimum and maximum of every pixel column before drawing, so spikes survive and the chart stays fast. Tooltip by pointer or keyboard (focus the plot, then arrow keys); a text summary and an hourly data table are the non-visual alternatives. Pass new series every minute: the chart updates in place.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(100%, 860px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MetricChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SevenDays: Story = {
  play: async ({ canvas, canvasElement }) => {
    const plot = canvas.getByRole('slider', { name: /cpu, memory and disk usage/i });
    // Decimated: no series draws more than two points per pixel column of the plot. The lines are
    // drawn once the container's width is measured (a ResizeObserver callback after layout), which
    // a loaded machine may deliver after the play has started: wait for them.
    await waitFor(() => {
      const width = plot.getBoundingClientRect().width;
      const paths = canvasElement.querySelectorAll('path[data-series]');
      expect(paths.length).toBe(3);
      for (const path of paths) {
        const commands = (path.getAttribute('d') ?? '').match(/[ML]/g) ?? [];
        expect(commands.length).toBeGreaterThan(100);
        expect(commands.length).toBeLessThanOrEqual(2 * width);
      }
    });
    await expect(canvas.getByText(/threshold 80\.0%/i)).toBeInTheDocument();
  },
};

export const OneDay: Story = { args: { series: day, title: 'Usage (last 24 hours)' } };

export const NoThreshold: Story = { args: { threshold: null } };

export const Empty: Story = {
  args: { series: [{ id: 'cpu', label: 'CPU', points: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data yet.')).toBeVisible();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

export const KeyboardTooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const plot = canvas.getByRole('slider');
    await expect(plot).toHaveFocus();
    // Focus puts the cursor on the latest sample: Sun, Nov 22, 23:59 UTC.
    await expect(plot).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/Nov 22, 23:59 UTC: CPU [\d.]+%, Memory [\d.]+%, Disk [\d.]+%/),
    );
    await userEvent.keyboard('{Home}');
    await expect(plot).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^Mon, Nov 16, 00:00 UTC/),
    );
    await userEvent.keyboard('{ArrowRight}');
    // One pixel column on: a few minutes later. Retried: the step follows the plot's measured width,
    // and a busy runner can read the attribute before React has committed the move.
    await waitFor(() =>
      expect(plot).toHaveAttribute(
        'aria-valuetext',
        expect.stringMatching(/^Mon, Nov 16, 00:[1-5]\d UTC/),
      ),
    );
    await expect(await canvas.findByText(/^Mon, Nov 16, 00:[1-5]\d UTC$/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.queryByText(/^Mon, Nov 16, 00:[1-5]\d UTC$/)).not.toBeInTheDocument(),
    );
  },
};

export const DataTable: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = await canvas.findByRole('table');
    await expect(table).toBeVisible();
    // 7 days of hourly rows plus the header row.
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(168);
    await expect(canvas.getByRole('columnheader', { name: 'CPU peak' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide data table' }));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

function LiveChart(props: MetricChartProps) {
  const [series, setSeries] = useState<readonly MetricSeries[]>(props.series);
  return (
    <div className="flex flex-col gap-3">
      <MetricChart {...props} series={series} />
      <div>
        <Button variant="outline" size="sm" onClick={() => setSeries(appendSampleMinute)}>
          Receive next minute
        </Button>
      </div>
    </div>
  );
}

/** What the instance overview does every minute: new arrays in, same chart out (no re-mount). */
export const LiveUpdates: Story = {
  render: (args) => <LiveChart {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const svg = canvasElement.querySelector('svg');
    const plot = canvas.getByRole('slider');
    const before = plot.getAttribute('aria-valuemax');
    await userEvent.click(canvas.getByRole('button', { name: 'Receive next minute' }));
    await waitFor(() => expect(plot.getAttribute('aria-valuemax')).not.toBe(before));
    await expect(Number(plot.getAttribute('aria-valuemax')) - Number(before)).toBe(60_000);
    // Same DOM nodes: the chart re-rendered in place.
    await expect(canvasElement.querySelector('svg')).toBe(svg);
    await expect(canvas.getByRole('slider')).toBe(plot);
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** Light and dark, with the keyboard tooltip open: the visual-regression target. */
export const Matrix: Story = {
  render: (args) => (
    <BothThemes className="flex-col">
      <div style={{ width: 640 }}>
        <MetricChart {...args} />
      </div>
    </BothThemes>
  ),
  play: async () => {
    await expect(screen.getAllByRole('slider')).toHaveLength(2);
  },
};
