import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { SegmentedControl } from '../segmented-control/segmented-control.tsx';
import { ResourceMeter } from './resource-meter.tsx';

const gib = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} GiB`;

const meta = {
  title: 'Domain/ResourceMeter',
  component: ResourceMeter,
  args: { label: 'Memory', value: 5.2, capacity: 8, limitPercent: 80, formatValue: gib },
  parameters: {
    docs: {
      description: {
        component:
          'Use against capacity with an optional limit marker (the resize rule: memory and disk below 80% of the new size). A `meter` whose value is said in words; the limit is a line of text that turns to the danger tone with an icon once the use reaches it, and is announced when that changes.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResourceMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BelowLimit: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Memory' });
    await expect(meter).toHaveAttribute('aria-valuetext', '5.2 GiB of 8 GiB (65%)');
    await expect(canvas.getByText('Below the 80% limit (6.4 GiB)')).toBeVisible();
  },
};

export const AboveLimit: Story = {
  args: { value: 7.1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('At or above the 80% limit (6.4 GiB)')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="resource-meter"]')).toHaveAttribute(
      'data-over',
      'true',
    );
  },
};

/** Exactly at the limit counts as reached (the rule needs use below it). */
export const AtLimit: Story = {
  args: { value: 6.4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/at or above the 80% limit/i)).toBeVisible();
  },
};

export const NoLimit: Story = {
  args: { label: 'Disk', value: 41, capacity: 100, limitPercent: undefined },
};

export const Loading: Story = {
  args: { value: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="resource-meter"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Choosing a smaller size moves the use over the limit: the text changes and is announced. */
export const ResizeCheck: Story = {
  render: function Render(args) {
    const [size, setSize] = useState('16');
    return (
      <div className="flex flex-col gap-4">
        <SegmentedControl
          label="New size"
          value={size}
          onValueChange={setSize}
          options={[
            { value: '8', label: '8 GiB' },
            { value: '16', label: '16 GiB' },
          ]}
        />
        <ResourceMeter {...args} capacity={Number(size)} />
      </div>
    );
  },
  args: { value: 7.1 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Below the 80% limit (12.8 GiB)')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '8 GiB' }));
    await expect(canvas.getByText('At or above the 80% limit (6.4 GiB)')).toBeVisible();
  },
};

/** Below, at and above the limit, light and dark. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  decorators: [],
  render: (args) => (
    <BothThemes>
      <div className="flex w-72 flex-col gap-5">
        {[3.2, 6.4, 7.9].map((value) => (
          <ResourceMeter key={value} {...args} value={value} label={`Memory ${value}`} />
        ))}
        <ResourceMeter {...args} value={41} capacity={100} limitPercent={undefined} label="Disk" />
      </div>
    </BothThemes>
  ),
};
