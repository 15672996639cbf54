import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { Input, inputSizeOptions } from './input.tsx';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { placeholder: 'my-graph', onChange: fn() },
  render: (args) => (
    <div className="flex w-72 flex-col gap-1.5">
      <label htmlFor="instance-name" className="text-sm font-medium">
        Instance name
      </label>
      <Input {...args} id="instance-name" />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A single-line text field. Pair it with a visible label; when invalid, set `invalid` and point `aria-describedby` at the message.',
      },
    },
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Instance name' });
    await userEvent.click(input);
    await userEvent.keyboard('graph-01');
    await expect(input).toHaveValue('graph-01');
    await expect(args.onChange).toHaveBeenCalledTimes(8);
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'graph-01' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'graph-01' } };

export const Invalid: Story = {
  args: { invalid: true, defaultValue: '', 'aria-describedby': 'instance-name-error' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <p id="instance-name-error" className="text-sm text-danger-text">
          Enter an instance name.
        </p>
      </>
    ),
  ],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Instance name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter an instance name.');
  },
};

/** Sizes × states in both themes. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <MatrixGrid
        rows={inputSizeOptions}
        columns={['default', 'filled', 'invalid', 'disabled'] as const}
        render={(size, state) => (
          <Input
            size={size}
            aria-label={`${size} ${state}`}
            placeholder="Placeholder"
            defaultValue={state === 'default' ? undefined : 'graph-01'}
            invalid={state === 'invalid'}
            disabled={state === 'disabled'}
            className="w-40"
          />
        )}
      />
    </BothThemes>
  ),
};
