import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { validationMessages } from '@quiver/validation';
import { StoryForm, expectInvalid, type FieldStoryProps } from './story-form.tsx';
import { TextField } from './text-field.tsx';

/** A TextField inside a form, the way a console screen uses it. */
function TextFieldExample(props: FieldStoryProps) {
  return (
    <StoryForm {...props}>
      {(control, field) => <TextField control={control} {...field} autoComplete="off" />}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/TextField',
  component: TextFieldExample,
  args: { label: 'Instance name', onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '`<TextField control={form.control} name="name" label={…} hint={…} />`: the label, an optional hint, the input and its error in one field bound to react-hook-form, with the id, `aria-invalid` and `aria-describedby` (hint, then error) wired. `name` is type-checked against the form values. Use it inside `Form`.',
      },
    },
  },
} satisfies Meta<typeof TextFieldExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, press Enter: the value arrives in the form's submit. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Instance name' });
    await userEvent.type(input, 'graph-01{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual({
      field: 'graph-01',
    });
  },
};

/** The hint is read with the control. */
export const WithHint: Story = {
  args: { hint: 'Shown in the instance list; up to 127 bytes.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Instance name' }),
    ).toHaveAccessibleDescription('Shown in the instance list; up to 127 bytes.');
  },
};

/** The error is shown in place, marked invalid and read after the hint. */
export const Invalid: Story = {
  args: {
    hint: 'Shown in the instance list.',
    error: 'validation.instance.name-required',
  },
  play: async ({ canvas }) => {
    await expectInvalid(
      canvas.getByRole('textbox', { name: 'Instance name' }),
      `Shown in the instance list. ${validationMessages['validation.instance.name-required']}`,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'graph-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Instance name' })).toBeDisabled();
  },
};
