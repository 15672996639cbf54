// The plain form (/login's first step) against the form library it stands in for: the same two
// fields, once through `usePlainForm` and once through react-hook-form with the ui `Form` and
// `TextField`, driven by the same keys and clicks. After every step both must show the same thing:
// which fields are invalid, the message each one reads, where focus is, and what was sent.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Form, TextField } from '@quiver/ui';
import {
  PlainFormError,
  usePlainField,
  usePlainForm,
  type PlainValidation,
} from './plain-form.tsx';

const rules = z.object({
  email: z.string().min(1, 'Enter your e-mail address.').email('Enter a valid e-mail address.'),
  password: z.string().min(1, 'Enter your password.'),
});
type Values = z.infer<typeof rules>;
const empty: Values = { email: '', password: '' };
const asIs = (key: string) => key;

/** The rules as `zodResolver` runs them: the values, or the first message of each field. */
function validate(values: Values): Promise<PlainValidation<Values>> {
  const result = rules.safeParse(values);
  if (result.success) return Promise.resolve({ values: result.data });
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of result.error.issues)
    errors[issue.path.join('.') as keyof Values] ??= issue.message;
  return Promise.resolve({ errors });
}

function PlainField({
  form,
  name,
  label,
}: {
  form: ReturnType<typeof usePlainForm<Values>>;
  name: keyof Values;
  label: string;
}) {
  const field = usePlainField(form, name);
  return (
    <div {...field.field}>
      <label {...field.label}>{label}</label>
      <input {...field.control} {...form.register(name)} />
      <PlainFormError message={field.error} id={field.errorId} translate={asIs} />
    </div>
  );
}

function PlainLogin({ onSent }: { onSent: (values: Values) => void }) {
  const form = usePlainForm<Values>({ defaultValues: empty, validate });
  return (
    <form aria-label="plain" noValidate onSubmit={form.handleSubmit(onSent)}>
      <PlainField form={form} name="email" label="E-mail" />
      <PlainField form={form} name="password" label="Password" />
      <button type="submit">Sign in</button>
    </form>
  );
}

function LibraryLogin({ onSent }: { onSent: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(rules), defaultValues: empty });
  return (
    <Form form={form} onSubmit={onSent} translate={asIs} aria-label="library">
      <TextField control={form.control} name="email" label="E-mail" />
      <TextField control={form.control} name="password" label="Password" />
      <button type="submit">Sign in</button>
    </Form>
  );
}

/** What a user (and a screen reader) can tell about a form. */
function observe(form: HTMLElement) {
  const scope = within(form);
  const field = (name: string) => {
    const box = scope.getByRole('textbox', { name });
    return {
      invalid: box.getAttribute('aria-invalid') === 'true',
      reads: box.getAttribute('aria-describedby')
        ? (document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent ?? '')
        : '',
      focused: document.activeElement === box,
    };
  };
  return { email: field('E-mail'), password: field('Password') };
}

describe('the plain form behaves as the form library does', () => {
  it('refuses, focuses, re-checks on change once submitted, and sends the same values', async () => {
    const user = userEvent.setup();
    const sent: Record<'plain' | 'library', Values[]> = { plain: [], library: [] };
    render(
      <>
        <PlainLogin onSent={(values) => sent.plain.push(values)} />
        <LibraryLogin onSent={(values) => sent.library.push(values)} />
      </>,
    );
    const forms = {
      plain: screen.getByRole('form', { name: 'plain' }),
      library: screen.getByRole('form', { name: 'library' }),
    };

    /** Runs one step on each form in turn and compares what each then shows. */
    const step = async (act: (form: HTMLElement) => Promise<void>) => {
      const seen: Array<ReturnType<typeof observe>> = [];
      for (const form of [forms.plain, forms.library]) {
        await act(form);
        // Focus moves after a timeout of its own (react-hook-form's, then Form's).
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(observe(form));
      }
      expect(seen[0]).toEqual(seen[1]);
      return seen[0];
    };
    const type = (name: string, text: string) => (form: HTMLElement) =>
      user.type(within(form).getByRole('textbox', { name }), text);
    const clear = (name: string) => (form: HTMLElement) =>
      user.clear(within(form).getByRole('textbox', { name }));
    const submit = (form: HTMLElement) =>
      user.click(within(form).getByRole('button', { name: 'Sign in' }));

    // Typing before the first submit checks nothing.
    expect((await step(type('E-mail', 'ada')))?.email).toEqual({
      invalid: false,
      reads: '',
      focused: true,
    });
    // A refused submit: both fields, focus on the first invalid one in document order.
    const refused = await step(submit);
    expect(refused).toEqual({
      email: { invalid: true, reads: 'Enter a valid e-mail address.', focused: true },
      password: { invalid: true, reads: 'Enter your password.', focused: false },
    });
    // Once submitted, each change checks its field again.
    await step(clear('E-mail'));
    const fixed = await step(type('E-mail', 'ada@example.com'));
    expect(fixed?.email).toMatchObject({ invalid: false, reads: '' });
    expect(fixed?.password).toMatchObject({ invalid: true });
    // The second invalid field is focused now.
    expect((await step(submit))?.password).toMatchObject({ invalid: true, focused: true });
    await step(type('Password', 'Correct-Horse-9'));
    await step(submit);
    await waitFor(() => expect(sent.library).toHaveLength(1));
    expect(sent.plain).toEqual([{ email: 'ada@example.com', password: 'Correct-Horse-9' }]);
    expect(sent.library).toEqual(sent.plain);
  });
});
