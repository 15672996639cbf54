import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { inputSizeOptions } from '../input/input.tsx';
import { PasswordInput } from './password-input.tsx';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { defaultValue: 'Tr0ub4dor&3' },
  render: (args) => (
    <div className="flex w-72 flex-col gap-1.5">
      <label htmlFor="password" className="text-sm font-medium">
        Password
      </label>
      <PasswordInput {...args} id="password" />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A password field with a show/hide toggle. The toggle labels (`showLabel`, `hideLabel`) are props so the console can translate them.',
      },
    },
  },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    // Keyboard only: Tab to the field, Tab to the toggle, Space shows the password.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Translated: Story = {
  args: { showLabel: 'Passwort anzeigen', hideLabel: 'Passwort verbergen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
  },
};

export const Invalid: Story = { args: { invalid: true, defaultValue: 'short' } };
export const Disabled: Story = { args: { disabled: true } };

/** Sizes × states in both themes. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <MatrixGrid
        rows={inputSizeOptions}
        columns={['hidden', 'visible', 'invalid', 'disabled'] as const}
        render={(size, state) => (
          <PasswordInput
            size={size}
            aria-label={`${size} ${state}`}
            defaultValue="Tr0ub4dor&3"
            defaultVisible={state === 'visible'}
            invalid={state === 'invalid'}
            disabled={state === 'disabled'}
            className="w-44"
          />
        )}
      />
    </BothThemes>
  ),
};
