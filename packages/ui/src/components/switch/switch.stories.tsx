import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { Switch, switchSizeOptions } from './switch.tsx';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} id="short-uuid" />
      <label htmlFor="short-uuid" className="text-sm">
        Short UUID
      </label>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'An on/off toggle that applies at once (role `switch`). Label it with `<label htmlFor>` or `aria-label`.',
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Short UUID' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Short UUID'));
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };

/** Sizes × states in both themes. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <MatrixGrid
        rows={switchSizeOptions}
        columns={['off', 'on', 'disabled off', 'disabled on'] as const}
        render={(size, state) => (
          <Switch
            size={size}
            aria-label={`${size} ${state}`}
            defaultChecked={state.endsWith('on')}
            disabled={state.startsWith('disabled')}
          />
        )}
      />
    </BothThemes>
  ),
};
