import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { validationMessages } from '@quiver/validation';
import { NumberField } from './number-field.tsx';
import { StoryForm, expectInvalid, type FieldStoryProps } from './story-form.tsx';

/** A NumberField inside a form: the listening port of the instance settings. */
function NumberFieldExample(props: FieldStoryProps) {
  return (
    <StoryForm {...props}>
      {(control, field) => <NumberField control={control} {...field} />}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/NumberField',
  component: NumberFieldExample,
  args: { label: 'Listening port', defaultValue: '60000', onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '`<NumberField control={form.control} name="port" label={…} />`: a text input with the numeric keyboard (`inputMode`), not `type="number"` (no accidental wheel or arrow changes, no hidden invalid text). The value stays the text typed; the form\'s zod rule (`listeningPort`, `memoryThreshold`, `nodeIdCache`) turns it into a number or an error. Put the unit in the label or the hint.',
      },
    },
  },
} satisfies Meta<typeof NumberFieldExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The numeric keyboard; the typed text is the value. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Listening port' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(input);
    await userEvent.type(input, '60001{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ field: '60001' }, expect.anything()),
    );
  },
};

export const WithHint: Story = {
  args: { hint: 'A whole number from 60000 to 65535.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Listening port' }),
    ).toHaveAccessibleDescription('A whole number from 60000 to 65535.');
  },
};

export const Invalid: Story = {
  args: {
    hint: 'A whole number from 60000 to 65535.',
    defaultValue: '6000',
    error: 'validation.instance.port-invalid',
  },
  play: async ({ canvas }) => {
    await expectInvalid(
      canvas.getByRole('textbox', { name: 'Listening port' }),
      `A whole number from 60000 to 65535. ${validationMessages['validation.instance.port-invalid']}`,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Listening port' })).toBeDisabled();
  },
};
