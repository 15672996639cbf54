// What the create wizards' forms share: the confirmation of the root password, which no field
// rule can check alone, and a resolver that adds it and the name's availability to the zod rules.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The confirmation's message key, or undefined when it matches. */
export function confirmationError(values: {
  rootPassword: string;
  confirmPassword: string;
}): string | undefined {
  if (values.confirmPassword === '') return 'validation.account.confirm-password-required';
  if (values.confirmPassword !== values.rootPassword) return 'validation.account.password-mismatch';
  return undefined;
}

/** The steps of `order` before `step` (every one of them before the review). */
export function stepsBefore<S extends string>(order: readonly S[], step: S | 'review'): S[] {
  return order.slice(0, step === 'review' ? order.length : order.indexOf(step as S));
}

/**
 * A wizard's resolver: its zod rules (`rules`, which may depend on the values), then the
 * confirmation, the name's availability (`isNameTaken` answers from what the availability check
 * already knows, or waits for a check in flight) and the wizard's own checks (`more`). Errors are
 * message keys; a rule's error on a field wins over a check's.
 */
export function wizardResolver<
  V extends FieldValues & { name: string; rootPassword: string; confirmPassword: string },
  O,
>({
  rules,
  isNameTaken,
  nameTaken,
  more,
}: {
  rules: (values: V) => Resolver<V, unknown, O>;
  isNameTaken: (name: string) => Promise<boolean>;
  /** The message key of a name already taken. */
  nameTaken: string;
  more?: (values: V, errors: FieldErrors<V>) => Promise<Record<string, unknown>>;
}): Resolver<V, unknown, O> {
  return async (values, context, options) => {
    const result = await rules(values)(values, context, options);
    const extra: Record<string, unknown> = {};
    const confirmation = confirmationError(values);
    if (confirmation && values.rootPassword !== '')
      extra.confirmPassword = { type: 'custom', message: confirmation };
    const nameError = (result.errors as Record<string, unknown>).name;
    if (!nameError && values.name !== '' && (await isNameTaken(values.name)))
      extra.name = { type: 'custom', message: nameTaken };
    if (more) Object.assign(extra, await more(values, result.errors));
    if (Object.keys(extra).length === 0) return result;
    return { values: {}, errors: { ...extra, ...result.errors } as FieldErrors<V> };
  };
}
