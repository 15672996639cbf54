import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { listeningPort, validationMessages } from '@quiver/validation';
import { Button } from '../button/button.tsx';
import { Form, setServerFieldErrors } from '../form/index.ts';
import { NumberField, PasswordField, SelectField, TextField } from './index.ts';

const schema = z.object({
  name: z.string().min(1, 'validation.instance.name-required'),
  password: z.string().min(1, 'validation.account.password-required'),
  port: listeningPort,
  region: z.string().min(1, 'validation.required'),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const regions = [
  { value: 'us-east-1', label: 'US East' },
  { value: 'eu-west-1', label: 'Europe (Ireland)' },
];

function Settings({
  onSubmit = () => {},
  defaults = {},
  refusal,
}: {
  onSubmit?: (values: Output) => void;
  defaults?: Partial<Input>;
  refusal?: Record<string, string>;
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', password: '', port: '', region: '', ...defaults },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Settings">
      <TextField control={form.control} name="name" label="Name" hint="Shown in the list." />
      <PasswordField
        control={form.control}
        name="password"
        label="Password"
        showLabel="Anzeigen"
        hideLabel="Verbergen"
        labelAction={<a href="#forgot">Forgot password?</a>}
      />
      <NumberField control={form.control} name="port" label="Port" />
      <SelectField
        control={form.control}
        name="region"
        label="Region"
        options={regions}
        placeholder="Choose"
      />
      <Button type="submit">Save</Button>
      {refusal && (
        <Button variant="outline" onClick={() => setServerFieldErrors(form, refusal)}>
          Refuse
        </Button>
      )}
    </Form>
  );
}

describe('form fields', () => {
  it('label the control, read the hint, and show errors in place with focus on the first', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Settings onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Shown in the list.');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      `Shown in the list. ${validationMessages['validation.instance.name-required']}`,
    );
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      validationMessages['validation.account.password-required'],
    );
    expect(screen.getByRole('textbox', { name: 'Port' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveAccessibleDescription(
      validationMessages['validation.required'],
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submit what was typed and chosen, the number field as text the rule parses', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Settings onSubmit={onSubmit} defaults={{ region: 'eu-west-1' }} />);
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Europe (Ireland)');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'graph-01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 's3cret!');
    const port = screen.getByRole('textbox', { name: 'Port' });
    expect(port).toHaveAttribute('inputmode', 'numeric');
    await user.type(port, '60001{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'graph-01',
      password: 's3cret!',
      port: 60001,
      region: 'eu-west-1',
    });
  });

  it('keep a label action outside the label, and pass the toggle labels through', async () => {
    const user = userEvent.setup();
    render(<Settings />);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAccessibleName('Password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('show a server refusal in place, the select included, focusing the first refused field', async () => {
    const user = userEvent.setup();
    render(
      <Settings
        refusal={{ region: 'validation.required', port: 'validation.instance.port-invalid' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    const region = screen.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(region).toHaveAttribute('aria-invalid', 'true'));
    expect(region).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Port' })).toHaveAccessibleDescription(
      validationMessages['validation.instance.port-invalid'],
    );
  });
});

describe('form field types', () => {
  it('check the name against the form values', () => {
    function Typed() {
      const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
      return (
        <Form form={form} onSubmit={() => {}}>
          <TextField control={form.control} name="email" label="E-mail" />
          {/* @ts-expect-error: not a value of this form */}
          <TextField control={form.control} name="emial" label="E-mail" />
          {/* @ts-expect-error: a text field is not a password field */}
          <TextField control={form.control} name="email" label="E-mail" type="password" />
        </Form>
      );
    }
    expect(Typed).toBeTypeOf('function');
  });
});
