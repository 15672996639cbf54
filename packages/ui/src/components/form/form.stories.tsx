import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  instanceName,
  listeningPort,
  memoryThreshold,
  validationMessages,
} from '@quiver/validation';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';
import {
  Form,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  type TranslateMessage,
} from './form.tsx';
import { setServerFieldErrors } from './form-errors.ts';

// Module level, as STYLE.md §10 asks: schemas are never rebuilt per render.
const settingsSchema = z.object({
  name: instanceName,
  port: listeningPort,
  memoryThreshold,
});
type SettingsInput = z.input<typeof settingsSchema>;
type Settings = z.output<typeof settingsSchema>;

interface SettingsFormProps {
  /** Called with the parsed values. */
  onSubmit: (values: Settings) => void;
  /** Turns message keys into text. */
  translate?: TranslateMessage;
  /** Starting values. */
  defaultValues?: Partial<SettingsInput>;
  /** Errors shown from the start (for the Matrix). */
  errors?: FieldErrors<SettingsInput>;
  /** Adds a button that maps a server refusal onto the form. */
  serverRefusal?: Record<string, string>;
}

/** Instance settings, the way a console form composes the parts. */
function SettingsForm({
  onSubmit,
  translate,
  defaultValues,
  errors,
  serverRefusal,
}: SettingsFormProps) {
  const form = useForm<SettingsInput, unknown, Settings>({
    resolver: zodResolver(settingsSchema),
    defaultValues: { name: '', port: '', memoryThreshold: '80', ...defaultValues },
    errors,
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      translate={translate}
      aria-label="Instance settings"
      className="w-96"
    >
      <FormField name="name">
        <FormLabel>Instance name</FormLabel>
        <FormControl>
          <Input {...form.register('name')} />
        </FormControl>
        <FormError />
      </FormField>
      <FormField name="port">
        <FormLabel>Listening port</FormLabel>
        <FormControl>
          <Input inputMode="numeric" {...form.register('port')} />
        </FormControl>
        <FormDescription>A whole number from 60000 to 65535.</FormDescription>
        <FormError />
      </FormField>
      <FormField name="memoryThreshold">
        <FormLabel>Memory threshold (%)</FormLabel>
        <FormControl>
          <Input inputMode="numeric" {...form.register('memoryThreshold')} />
        </FormControl>
        <FormDescription>Alerts fire above this share of memory (80 to 90).</FormDescription>
        <FormError />
      </FormField>
      <FormError name="root.server" />
      <div className="flex gap-2">
        <Button type="submit">Save</Button>
        {serverRefusal ? (
          <Button variant="outline" onClick={() => setServerFieldErrors(form, serverRefusal)}>
            Simulate server refusal
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: SettingsForm,
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Form parts bound to react-hook-form with `zodResolver` and the `@quiver/validation` rules. FormControl gives the control its id, `aria-invalid` and `aria-describedby` (description, then error); a refused submit focuses the first invalid control; errors are message keys turned into text by `translate` (English by default, or a `FormTranslateProvider`). `setServerFieldErrors(form, data.fields)` shows server refusals in place.',
      },
    },
  },
} satisfies Meta<typeof SettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submit empty: errors appear in place, are read with the control, and focus goes to the first. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const name = canvas.getByRole('textbox', { name: 'Instance name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      validationMessages['validation.instance.name-required'],
    );
    const port = canvas.getByRole('textbox', { name: 'Listening port' });
    await expect(port).toHaveAccessibleDescription(
      `A whole number from 60000 to 65535. ${validationMessages['validation.instance.port-required']}`,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Fill in with the keyboard and submit with Enter: the parsed values arrive (the port as a number). */
export const SubmitWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Instance name' }));
    await userEvent.keyboard('graph-01');
    await userEvent.tab();
    await userEvent.keyboard('60001{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual({
      name: 'graph-01',
      port: 60001,
      memoryThreshold: 80,
    });
  },
};

/** Messages through a translate function (here a pseudo-French table). */
export const Translated: Story = {
  args: {
    translate: (key: string) =>
      ({
        'validation.instance.name-required': 'Saisissez un nom d’instance.',
        'validation.instance.port-required': 'Saisissez un port d’écoute.',
      })[key] ?? key,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saisissez un nom d’instance.')).toBeVisible();
  },
};

/** The server refuses `port` (shown in place) and a field this form does not have (shown above the buttons). */
export const ServerErrors: Story = {
  args: {
    defaultValues: { name: 'graph-01', port: '60001' },
    serverRefusal: {
      port: 'validation.instance.port-invalid',
      region: 'validation.instance.name-invalid',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate server refusal' }));
    const port = canvas.getByRole('textbox', { name: 'Listening port' });
    await waitFor(() => expect(port).toHaveAttribute('aria-invalid', 'true'));
    await expect(port).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      validationMessages['validation.instance.name-invalid'],
    );
  },
};

const matrixErrors: FieldErrors<SettingsInput> = {
  port: { type: 'server', message: 'validation.instance.port-invalid' },
  memoryThreshold: { type: 'server', message: 'validation.instance.memory-threshold-invalid' },
};

/** Valid, invalid and described fields, light theme: the visual-regression target. */
export const Matrix: Story = {
  args: {
    defaultValues: { name: 'graph-01', port: '6000', memoryThreshold: '95' },
    errors: matrixErrors,
  },
};

/** The same in the dark theme. */
export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' }, tags: ['no-visual'] };
