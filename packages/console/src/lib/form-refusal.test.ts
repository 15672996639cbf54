import type { UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { showRefusalInForm } from './form-refusal.ts';

type Values = { email: string; code: string };

function fakeForm(values: Values = { email: 'a@example.com', code: '' }) {
  const getValues = ((path?: keyof Values) =>
    path === undefined ? values : values[path]) as UseFormGetValues<Values>;
  return { setError: vi.fn<UseFormSetError<Values>>(), getValues };
}

const refusal = (fields?: Record<string, string>, code = -1003) =>
  new ApiError(code, 'Refused by the server.', 'trace', 1216, fields);

describe('showRefusalInForm', () => {
  it('puts field errors in place', () => {
    const form = fakeForm();
    showRefusalInForm(form, refusal({ email: 'validation.email.invalid' }));
    expect(form.setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'validation.email.invalid' },
      { shouldFocus: true },
    );
  });

  it('shows a refusal without fields as the form message, or on the field asked for', () => {
    const form = fakeForm();
    showRefusalInForm(form, refusal());
    expect(form.setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Refused by the server.',
    });
    const codeForm = fakeForm();
    showRefusalInForm(codeForm, refusal(), { messageField: 'code' });
    expect(codeForm.setError).toHaveBeenCalledWith('code', {
      type: 'server',
      message: 'Refused by the server.',
    });
  });

  it('with onlyFields, ignores field errors that name other fields', () => {
    const form = fakeForm();
    showRefusalInForm(form, refusal({ enable: 'api.invalid' }), {
      messageField: 'code',
      onlyFields: ['code'],
    });
    expect(form.setError).toHaveBeenCalledTimes(1);
    expect(form.setError).toHaveBeenCalledWith('code', {
      type: 'server',
      message: 'Refused by the server.',
    });
  });

  it('adds nothing once the session ended, and rethrows what is not an API answer', () => {
    const form = fakeForm();
    showRefusalInForm(form, refusal(undefined, -1001));
    expect(form.setError).not.toHaveBeenCalled();
    const bug = new TypeError('bug');
    expect(() => showRefusalInForm(form, bug)).toThrow(bug);
  });
});
