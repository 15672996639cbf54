import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatAmount } from '../../lib/money.ts';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { BarChart } from './bar-chart.tsx';
import { sampleMonthOfCosts } from './sample-bars.ts';

const month = sampleMonthOfCosts();

const meta = {
  title: 'Domain/BarChart',
  component: BarChart,
  args: {
    title: 'Cost per day, March 2026',
    data: month,
    formatValue: (micros: number) => formatAmount(Math.round(micros)),
    toneLabels: { actual: 'So far', projected: 'Forecast' },
    summary: 'So far $410.20; forecast for the month $868.36.',
    tableHeaders: { label: 'Day', value: 'Cost', tone: 'Kind' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Values per category as vertical bars, such as the cost of each day of a month: measured bars solid, projected ones lighter with a dashed outline. The plot is a picture for sighted users (each bar has a tooltip); the summary sentence and the data table behind the button are the accessible view.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(100%, 760px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-bar]')).toHaveLength(31);
    await expect(canvasElement.querySelectorAll('[data-tone="projected"]')).toHaveLength(17);
  },
};

/** Today under way: what ran so far, and the forecast of the rest of the day on top of it. */
export const TodayUnderWay: Story = {
  args: { data: sampleMonthOfCosts(31, 14, { todayUnderWay: true }) },
  play: async ({ canvasElement }) => {
    const today = canvasElement.querySelector('[data-bar="2026-03-14"]');
    await expect(today).toHaveAttribute('data-tone', 'actual');
    await expect(today?.querySelector('[data-part="projected-rest"] title')).toHaveTextContent(
      'Mar 14, 2026 (today, so far): $17.10 + $10.26 (So far + Forecast)',
    );
  },
};

export const AllMeasured: Story = {
  args: { data: month.map((datum) => ({ ...datum, tone: 'actual' as const })) },
};

export const Empty: Story = { args: { data: [], emptyText: 'No cost this month yet.' } };

/** The accessible view: the table lists every bar with its value and kind. */
export const TableOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = await canvas.findByRole('table', { name: 'Cost per day, March 2026' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(31);
    await expect(canvas.getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Matrix: Story = {
  render: (args) => (
    <BothThemes>
      <BarChart {...args} width={640} />
    </BothThemes>
  ),
};
