import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { validationMessages } from '@quiver/validation';
import { PasswordField } from './password-field.tsx';
import { StoryForm, expectInvalid, type FieldStoryProps } from './story-form.tsx';

interface ExampleProps extends FieldStoryProps {
  /** Shows a "Forgot password?" link on the label's row. */
  withLabelAction?: boolean;
}

/** A PasswordField inside a form, the way a sign-in or settings screen uses it. */
function PasswordFieldExample({ withLabelAction, ...props }: ExampleProps) {
  const forgot = (
    <a href="#forgot" className="text-sm text-primary underline underline-offset-4">
      Forgot password?
    </a>
  );
  return (
    <StoryForm {...props}>
      {(control, field) => (
        <PasswordField
          control={control}
          {...field}
          autoComplete="current-password"
          labelAction={withLabelAction ? forgot : undefined}
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordFieldExample,
  args: { label: 'Password', defaultValue: 'Tr0ub4dor&3' },
  parameters: {
    docs: {
      description: {
        component:
          '`<PasswordField control={form.control} name="password" label={…} autoComplete="current-password" />`: a labelled `PasswordInput` (show/hide toggle; translate `showLabel` and `hideLabel`) bound to react-hook-form. `labelAction` puts a link at the end of the label row, outside the label.',
      },
    },
  },
} satisfies Meta<typeof PasswordFieldExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle shows and hides the password, from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const WithHint: Story = {
  args: { hint: '8 to 64 characters.', defaultValue: '' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByLabelText('Password', { selector: 'input' }),
    ).toHaveAccessibleDescription('8 to 64 characters.');
  },
};

/** The link sits on the label's row but is not part of the field's name. */
export const WithLabelAction: Story = {
  args: { withLabelAction: true, defaultValue: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleName(
      'Password',
    );
  },
};

export const Invalid: Story = {
  args: { error: 'validation.account.password-length', defaultValue: 'short' },
  play: async ({ canvas }) => {
    await expectInvalid(
      canvas.getByLabelText('Password', { selector: 'input' }),
      validationMessages['validation.account.password-length'],
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
