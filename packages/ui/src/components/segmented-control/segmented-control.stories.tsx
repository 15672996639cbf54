import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Network, Table2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import {
  SegmentedControl,
  segmentedControlSizeOptions,
  type SegmentedControlOption,
} from './segmented-control.tsx';

const ranges: SegmentedControlOption[] = [
  { value: '1h', label: '1 h', accessibleLabel: '1 hour' },
  { value: '6h', label: '6 h', accessibleLabel: '6 hours' },
  { value: '24h', label: '24 h', accessibleLabel: '24 hours' },
  { value: '7d', label: '7 d', accessibleLabel: '7 days' },
];

const views: SegmentedControlOption[] = [
  {
    value: 'table',
    label: (
      <>
        <Table2 aria-hidden="true" />
        Table
      </>
    ),
  },
  {
    value: 'graph',
    label: (
      <>
        <Network aria-hidden="true" />
        Graph
      </>
    ),
  },
];

const meta = {
  title: 'Primitives/SegmentedControl',
  component: SegmentedControl,
  args: { options: ranges, defaultValue: '24h', label: 'Time range', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "One choice among a few options side by side: the browser's own radio group, each radio covering its label. Tab reaches the chosen option; the arrow keys move and choose. One option is always chosen.",
      },
    },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChartRange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Time range' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '24 hours' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('7d');
    // Pressing the chosen option again keeps it chosen.
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
  },
};

export const KeyboardMoves: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '24 hours' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '7 days' })).toHaveFocus();
    // An arrow key chooses, as in any radio group.
    await expect(args.onValueChange).toHaveBeenCalledWith('7d');
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
  },
};

export const ResultView: Story = {
  args: { options: views, defaultValue: 'table', label: 'Show results as', size: 'sm' },
};

export const WithDisabledOption: Story = {
  args: {
    options: views.map((option) =>
      option.value === 'graph' ? { ...option, disabled: true } : option,
    ),
    defaultValue: 'table',
    label: 'Show results as',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Graph' })).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Controlled by the story: the value shown below follows the choice. */
export const Controlled: Story = {
  render: function Render(args) {
    const [range, setRange] = useState('1h');
    return (
      <div className="flex flex-col items-start gap-2">
        <SegmentedControl {...args} value={range} onValueChange={setRange} />
        <p className="text-sm">Range: {range}</p>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '6 hours' }));
    await expect(canvas.getByText('Range: 6h')).toBeVisible();
  },
};

/** Both sizes, light and dark. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <BothThemes>
      {(theme) => (
        <MatrixGrid
          rows={segmentedControlSizeOptions}
          columns={['ranges', 'views'] as const}
          render={(size, kind) => (
            <SegmentedControl
              {...args}
              size={size}
              options={kind === 'ranges' ? ranges : views}
              defaultValue={kind === 'ranges' ? '24h' : 'graph'}
              label={`${kind} ${size} ${theme}`}
            />
          )}
        />
      )}
    </BothThemes>
  ),
};
