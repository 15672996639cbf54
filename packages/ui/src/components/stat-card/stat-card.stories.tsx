import type { Meta, StoryObj } from '@storybook/react-vite';
import { Server } from 'lucide-react';
import { expect } from 'storybook/test';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { Amount } from '../amount/amount.tsx';
import { StatCard, statTrendDirections, statTrendSentiments } from './stat-card.tsx';

const meta = {
  title: 'Domain/StatCard',
  component: StatCard,
  args: { label: 'Running instances', value: '3', hint: 'of 5 allowed', icon: <Server /> },
  parameters: {
    docs: {
      description: {
        component:
          'One key figure of a dashboard: label, value, an optional hint and an optional trend. The trend colour follows meaning (`sentiment`), not direction: a cost going up is negative. The trend text says the change in words.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Running instances')).toBeVisible();
    await expect(canvas.getByText('of 5 allowed')).toBeVisible();
  },
};

export const MonthToDateCost: Story = {
  args: {
    label: 'Cost this month',
    value: <Amount value={123_456_789} />,
    hint: 'Nov 1 – Nov 22, UTC',
    icon: undefined,
    trend: { direction: 'up', text: '+12% since last month', sentiment: 'negative' },
  },
  play: async ({ canvasElement }) => {
    const trend = canvasElement.querySelector('[data-slot="stat-card-trend"]');
    await expect(trend).toHaveTextContent('+12% since last month');
    await expect(trend).toHaveAttribute('data-sentiment', 'negative');
  },
};

export const CreditsLeft: Story = {
  args: {
    label: 'Credits left',
    value: <Amount value={40_000_000} />,
    hint: 'Expires Dec 31',
    icon: undefined,
    trend: { direction: 'flat', text: 'No change' },
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="stat-card"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LongLabel: Story = {
  args: { label: 'Storage used across every running and stopped instance', value: '1.2 TB' },
};

/** Every trend direction × sentiment, light and dark. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  decorators: [],
  render: () => (
    <BothThemes>
      <MatrixGrid
        rows={statTrendDirections}
        columns={statTrendSentiments}
        render={(direction, sentiment) => (
          <StatCard
            className="w-44"
            label="CPU average"
            value="42%"
            trend={{ direction, sentiment, text: `${direction}, ${sentiment}` }}
          />
        )}
      />
    </BothThemes>
  ),
};
