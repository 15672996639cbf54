import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { Progress, progressSizeOptions, progressToneOptions } from './progress.tsx';

const meta = {
  title: 'Primitives/Progress',
  component: Progress,
  args: { label: 'Disk usage', value: 62, showValue: true },
  decorators: [(Story) => <div className="w-72">{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'A bar for task progress or quota usage (role `progressbar`, with the formatted value as `aria-valuetext`). `value={null}` is indeterminate.',
      },
    },
  },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Disk usage' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
    await expect(bar).toHaveAttribute('aria-valuetext', '62%');
  },
};

export const Indeterminate: Story = { args: { value: null, label: 'Creating the instance' } };
export const NearLimit: Story = { args: { value: 91, tone: 'danger' } };

/** Tones × sizes in both themes. */
export const Matrix: Story = {
  decorators: [(Story) => <div>{Story()}</div>],
  render: () => (
    <BothThemes>
      <MatrixGrid
        rows={progressToneOptions}
        columns={progressSizeOptions}
        render={(tone, size) => (
          <Progress label={`${tone} ${size}`} value={40} tone={tone} size={size} className="w-40" />
        )}
      />
    </BothThemes>
  ),
};
