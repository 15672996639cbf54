import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} id="terms" />
      <label htmlFor="terms" className="text-sm">
        I accept the terms of service
      </label>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A box the user ticks, submitted with a form. `checked="indeterminate"` shows a partly selected group.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await userEvent.click(canvas.getByText('I accept the terms of service'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

/** States in both themes. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <MatrixGrid
        rows={['enabled', 'disabled', 'invalid'] as const}
        columns={['unchecked', 'checked', 'indeterminate'] as const}
        render={(row, column) => (
          <Checkbox
            aria-label={`${row} ${column}`}
            checked={column === 'unchecked' ? false : column === 'checked' ? true : 'indeterminate'}
            disabled={row === 'disabled'}
            invalid={row === 'invalid'}
          />
        )}
      />
    </BothThemes>
  ),
};
