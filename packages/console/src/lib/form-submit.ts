/**
 * A form's submit handler that runs `submit` and shows a refusal of the server in the form (as
 * `showRefusalInForm` does), so a screen writes only what happens on success:
 * `onSubmit={submitShowingRefusal(form, async (values) => { await save(values); notify... })}`.
 * A module apart from form-refusal.ts, which /login loads: its forms handle refusals themselves.
 */
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showRefusalInForm, type RefusalOptions } from './form-refusal.ts';

export function submitShowingRefusal<TValues extends FieldValues, TSubmitted>(
  form: Pick<UseFormReturn<TValues>, 'setError' | 'getValues'>,
  submit: (values: TSubmitted) => Promise<unknown>,
  options?: RefusalOptions<TValues>,
): (values: TSubmitted) => Promise<void> {
  return async (values) => {
    try {
      await submit(values);
    } catch (error) {
      showRefusalInForm(form, error, options);
    }
  };
}
