import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { CodeInput } from './code-input.tsx';

const meta = {
  title: 'Domain/CodeInput',
  component: CodeInput,
  args: { onComplete: fn(), onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The 6-digit e-mail code (password reset, root-password reset). One native input drawn as six boxes: one label for screen readers, OS autofill of one-time codes, and pasting `123456` (or `123 456`) fills every box. Typing advances, Backspace goes back, non-digits are dropped.',
      },
    },
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TypingAdvances: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('12x3');
    await expect(field).toHaveValue('123');
    await userEvent.keyboard('{Backspace}');
    await expect(field).toHaveValue('12');
    await userEvent.keyboard('3456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PasteFillsAll: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(field);
    await userEvent.paste('123 456');
    await expect(field).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PartlyFilled: Story = { args: { defaultValue: '418' } };
export const Filled: Story = { args: { defaultValue: '418207' } };

export const Invalid: Story = {
  args: { defaultValue: '000000', invalid: true, 'aria-describedby': 'code-error' },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <CodeInput {...args} />
      <p id="code-error" className="text-sm text-danger-text">
        Incorrect verification code.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'Incorrect verification code.',
    );
  },
};

export const Disabled: Story = { args: { defaultValue: '12', disabled: true } };

export const WithVisibleLabel: Story = {
  args: { label: null, id: 'reset-code' },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <label htmlFor="reset-code" className="text-sm font-medium">
        Code sent to a••••@example.com
      </label>
      <CodeInput {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Code sent to a••••@example.com' }),
    ).toBeInTheDocument();
  },
};

/** Empty, partial, full, invalid and disabled, light and dark. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <div className="flex flex-col gap-3">
        <CodeInput label="Empty code" />
        <CodeInput label="Partial code" defaultValue="418" />
        <CodeInput label="Full code" defaultValue="418207" />
        <CodeInput label="Invalid code" defaultValue="000000" invalid />
        <CodeInput label="Disabled code" defaultValue="12" disabled />
      </div>
    </BothThemes>
  ),
};
