// One rule for showing the server's refusal of a form, written once for every form of the console:
// field errors go in place (spec: nothing a user typed is lost), anything else shows as one message
// on the form. A signed-out session (-1001) has already toasted and left for /login, so it adds
// nothing; an error that is not an API answer is a bug and is rethrown.
import { setServerFieldErrors } from '@quiver/ui';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { clientCodes } from '@quiver/contract/wire';
import { isApiError } from './api.ts';

export interface RefusalOptions<TValues extends FieldValues> {
  /** Where a refusal without field errors is shown; the form's own message slot by default. */
  messageField?: Path<TValues> | 'root.server';
  /**
   * Use the server's field errors only when they name one of these fields; otherwise the message
   * goes to `messageField`. For one-field forms whose field the server may call something else.
   */
  onlyFields?: readonly string[];
}

export function showRefusalInForm<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'setError' | 'getValues'>,
  error: unknown,
  options: RefusalOptions<TValues> = {},
): void {
  if (!isApiError(error)) throw error;
  const fields = error.fields;
  const useFields =
    fields !== undefined &&
    (options.onlyFields === undefined || options.onlyFields.some((name) => name in fields));
  if (useFields) setServerFieldErrors(form, fields);
  else if (error.code !== clientCodes.loginFailed)
    form.setError(options.messageField ?? 'root.server', {
      type: 'server',
      message: error.message,
    });
}
