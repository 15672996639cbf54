import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { validationMessages } from '@quiver/validation';
import { SelectField, type SelectFieldOption } from './select-field.tsx';
import { StoryForm, expectInvalid, type FieldStoryProps } from './story-form.tsx';

const regions: readonly SelectFieldOption[] = [
  { value: 'us-east-1', label: 'US East (N. Virginia)' },
  { value: 'us-west-2', label: 'US West (Oregon)' },
  { value: 'eu-west-1', label: 'Europe (Ireland)' },
  { value: 'eu-central-1', label: 'Europe (Frankfurt), sold out', disabled: true },
];

/** A SelectField inside a form: the region of a new instance. */
function SelectFieldExample(props: FieldStoryProps) {
  return (
    <StoryForm {...props}>
      {(control, field) => (
        <SelectField control={control} {...field} options={regions} placeholder="Choose a region" />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/SelectField',
  component: SelectFieldExample,
  args: { label: 'Region', onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '`<SelectField control={form.control} name="region" label={…} options={[{ value, label }]} />`: a labelled Radix Select bound to react-hook-form. The trigger carries the field\'s id, `aria-invalid` and `aria-describedby`; keyboard: Space/Enter/arrows open it, typeahead jumps, Enter picks.',
      },
    },
  },
} satisfies Meta<typeof SelectFieldExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose with the keyboard; the choice is the form's value. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Region' });
    await expect(trigger).toHaveTextContent('Choose a region');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('US West (Oregon)');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ field: 'us-west-2' }, expect.anything()),
    );
  },
};

export const WithHint: Story = {
  args: { hint: 'Where the instance runs; it cannot move later.', defaultValue: 'eu-west-1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveAccessibleDescription(
      'Where the instance runs; it cannot move later.',
    );
  },
};

export const Invalid: Story = {
  args: { error: 'validation.required' },
  play: async ({ canvas }) => {
    await expectInvalid(
      canvas.getByRole('combobox', { name: 'Region' }),
      validationMessages['validation.required'],
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'us-east-1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toBeDisabled();
  },
};
