import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { validationMessages } from '@quiver/validation';
import {
  Form,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  FormTranslateProvider,
  setServerFieldErrors,
  type TranslateMessage,
} from './index.ts';

const nameRequired = 'validation.instance.name-required';
const portInvalid = 'validation.instance.port-invalid';

const schema = z.object({
  name: z.string().min(1, nameRequired),
  port: z.string().regex(/^6\d{4}$/, portInvalid),
});
type Values = z.infer<typeof schema>;

interface HarnessProps {
  onSubmit?: (values: Values) => void;
  translate?: TranslateMessage;
  /** Registers `port` before `name` (react-hook-form would then focus `port` first on its own). */
  registerPortFirst?: boolean;
  serverErrors?: Record<string, string>;
}

function Harness({
  onSubmit = () => {},
  translate,
  registerPortFirst,
  serverErrors,
}: HarnessProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', port: '' },
  });
  const port = registerPortFirst ? form.register('port') : undefined;
  const name = form.register('name');
  const portField = port ?? form.register('port');
  return (
    <Form form={form} onSubmit={onSubmit} translate={translate} aria-label="Instance">
      <FormField name="name">
        <FormLabel>Name</FormLabel>
        <FormControl>
          <input {...name} />
        </FormControl>
        <FormDescription>Shown in the instance list.</FormDescription>
        <FormError />
      </FormField>
      <FormField name="port">
        <FormLabel>Port</FormLabel>
        <FormControl>
          <input {...portField} />
        </FormControl>
        <FormError />
      </FormField>
      <FormError name="root.server" />
      <button type="submit">Save</button>
      {serverErrors ? (
        <button type="button" onClick={() => setServerFieldErrors(form, serverErrors)}>
          Simulate server refusal
        </button>
      ) : null}
    </Form>
  );
}

describe('Form', () => {
  it('ties label, description and control together before any error', () => {
    render(<Harness />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('Shown in the instance list.');
    // A field without a description has no dangling aria-describedby.
    expect(screen.getByRole('textbox', { name: 'Port' })).not.toHaveAttribute('aria-describedby');
  });

  it('marks invalid fields and reads the English message of the key with the description', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      `Shown in the instance list. ${validationMessages[nameRequired]}`,
    );
    expect(screen.getByRole('textbox', { name: 'Port' })).toHaveAccessibleDescription(
      validationMessages[portInvalid],
    );
    expect(name.closest('[data-slot="form-field"]')).toHaveAttribute('data-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid control in document order', async () => {
    const user = userEvent.setup();
    render(<Harness registerPortFirst />);
    await user.type(screen.getByRole('textbox', { name: 'Port' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'My graph');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Port' })).toHaveFocus());
  });

  it('clears the error and submits parsed values once the input is fixed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(validationMessages[nameRequired]);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'My graph');
    await user.type(screen.getByRole('textbox', { name: 'Port' }), '60001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'My graph', port: '60001' });
    expect(screen.queryByText(validationMessages[nameRequired])).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows messages through the translate function', async () => {
    const user = userEvent.setup();
    const translate = vi.fn((key: string) => `fr:${key}`);
    render(<Harness translate={translate} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`fr:${nameRequired}`)).toBeInTheDocument();
    expect(translate).toHaveBeenCalledWith(nameRequired);
  });

  it('takes the translate function from a FormTranslateProvider, and a prop overrides it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <FormTranslateProvider translate={(key) => `de:${key}`}>
        <Harness />
      </FormTranslateProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`de:${nameRequired}`)).toBeInTheDocument();
    unmount();

    render(
      <FormTranslateProvider translate={(key) => `de:${key}`}>
        <Harness translate={(key) => `fr:${key}`} />
      </FormTranslateProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`fr:${nameRequired}`)).toBeInTheDocument();
  });

  it('maps server field errors in place and keeps unknown ones visible at form level', async () => {
    const user = userEvent.setup();
    render(
      <Harness serverErrors={{ port: portInvalid, region: 'validation.instance.name-invalid' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Simulate server refusal' }));

    const port = screen.getByRole('textbox', { name: 'Port' });
    await waitFor(() => expect(port).toHaveAttribute('aria-invalid', 'true'));
    expect(port).toHaveAccessibleDescription(validationMessages[portInvalid]);
    expect(port).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      validationMessages['validation.instance.name-invalid'],
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });
});
