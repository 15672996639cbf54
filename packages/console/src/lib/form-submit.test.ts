import type { UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { submitShowingRefusal } from './form-submit.ts';

type Values = { email: string; code: string };

const values: Values = { email: 'a@example.com', code: '1' };
const formOf = () => ({
  setError: vi.fn<UseFormSetError<Values>>(),
  getValues: ((path?: keyof Values) =>
    path === undefined ? values : values[path]) as UseFormGetValues<Values>,
});

describe('submitShowingRefusal', () => {
  it('runs the submit, and shows its refusal in the form with the options given', async () => {
    const form = formOf();
    const saved = vi.fn(async (_values: Values) => undefined);
    await submitShowingRefusal(form, saved)(values);
    expect(saved).toHaveBeenCalledWith({ email: 'a@example.com', code: '1' });
    expect(form.setError).not.toHaveBeenCalled();
    const refused = submitShowingRefusal(
      form,
      async () => {
        throw new ApiError(-1003, 'Refused by the server.', 'trace', 1216);
      },
      { messageField: 'code' },
    );
    await refused(values);
    expect(form.setError).toHaveBeenCalledWith('code', {
      type: 'server',
      message: 'Refused by the server.',
    });
  });
});
