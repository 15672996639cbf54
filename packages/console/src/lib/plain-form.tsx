/**
 * A form of a few text fields without react-hook-form, for /login's first step: the form library
 * (about 13 KiB gzip) is not on the page every customer waits for (docs/decisions.md, Console
 * performance measures). It keeps react-hook-form's behaviour as the ui `Form` configures it:
 * validation on submit, then again on every change of a field once submitted; a refused submit
 * focuses the first invalid control in document order; root errors (`root.server`) last until the
 * next submit; `setError`/`getValues` as `setServerFieldErrors` and `showRefusalInForm` use them.
 * The inputs are uncontrolled (their values live in the DOM, as with `register`), so a prerendered
 * form hydrates without a render of its own and typed text is not re-rendered on every key.
 * Fields and messages look like the ui `FormField` parts (same recipes, same attributes).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formErrorVariants, formFieldVariants, formLabelVariants } from '@quiver/ui';

/** Message keys by field name; `root.server` for a message that belongs to no field. */
export type PlainFormErrors<TName extends string> = Partial<Record<TName | 'root.server', string>>;

/** The parsed values, or the message key of each invalid field (the first one per field). */
export type PlainValidation<TValues> =
  | { values: TValues; errors?: undefined }
  | { values?: undefined; errors: Partial<Record<keyof TValues & string, string>> };

export interface PlainFormOptions<TValues extends Record<string, string>> {
  defaultValues: TValues;
  /** The form's rules (they may load lazily: called on submit and, once submitted, on change). */
  validate: (values: TValues) => Promise<PlainValidation<TValues>>;
}

/** Where the inputs live (the DOM holds their values) and whether the form was submitted. */
function createFieldStore<TValues extends Record<string, string>>(defaultValues: TValues) {
  const controls = new Map<string, HTMLInputElement>();
  const started = new Set<string>();
  let submitted = false;
  let formElement: HTMLFormElement | null = null;
  const valueOf = (name: string): string | undefined =>
    controls.get(name)?.value ?? defaultValues[name];
  return {
    attach(name: string, element: HTMLInputElement) {
      controls.set(name, element);
      // The default value is put in once, when the field first appears (as `register` does).
      if (!started.has(name)) {
        started.add(name);
        element.value = defaultValues[name] ?? '';
      }
    },
    valueOf,
    values: () =>
      Object.fromEntries(
        Object.keys(defaultValues).map((name) => [name, valueOf(name)]),
      ) as TValues,
    focus: (name: string) => controls.get(name)?.focus(),
    submittedFrom(form: HTMLFormElement) {
      submitted = true;
      formElement = form;
    },
    wasSubmitted: () => submitted,
    /** The first invalid control in document order, in the form last submitted. */
    focusFirstInvalid: () =>
      formElement?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')?.focus(),
  };
}

export function usePlainForm<TValues extends Record<string, string>>({
  defaultValues,
  validate,
}: PlainFormOptions<TValues>) {
  type Name = keyof TValues & string;
  const [errors, setErrors] = useState<PlainFormErrors<Name>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const [store] = useState(() => createFieldStore(defaultValues));

  useEffect(() => {
    // After the render that marked the fields invalid.
    if (focusRequest !== 0) store.focusFirstInvalid();
  }, [focusRequest, store]);

  const revalidate = async (name: Name) => {
    const result = await validate(store.values());
    const message = result.errors?.[name];
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message === undefined) delete next[name];
      else next[name] = message;
      return next;
    });
  };

  return {
    errors,
    /** The props of a field's input: its name, its value from the DOM, validation on change. */
    register: (name: Name) => ({
      name,
      ref: (element: HTMLInputElement | null) => {
        if (element !== null) store.attach(name, element);
      },
      onChange: () => {
        if (store.wasSubmitted()) void revalidate(name);
      },
    }),
    getValues: (name: string) => store.valueOf(name),
    setError: (
      name: Name | 'root.server',
      error: { type?: string; message?: string },
      options?: { shouldFocus?: boolean },
    ) => {
      setErrors((current) => ({ ...current, [name]: error.message ?? '' }));
      if (options?.shouldFocus) store.focus(name);
    },
    /** The form's submit handler: validates, shows the errors or calls `onValid` with the values. */
    handleSubmit:
      (onValid: (values: TValues) => Promise<void> | void) =>
      async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = event.currentTarget;
        const result = await validate(store.values());
        store.submittedFrom(form);
        setErrors(result.errors ?? {});
        if (result.values !== undefined) {
          await onValid(result.values);
          return;
        }
        setFocusRequest((count) => count + 1);
      },
  };
}

/** Ids and state of one field of a plain form, for its label, control and message. */
export function usePlainField<TName extends string>(
  form: { errors: PlainFormErrors<TName> },
  name: TName,
) {
  const baseId = useId();
  const controlId = `${baseId}-control`;
  const errorId = `${baseId}-error`;
  const error = form.errors[name];
  const invalid = error !== undefined;
  return {
    error,
    errorId,
    field: {
      'data-slot': 'form-field',
      'data-name': name,
      'data-invalid': invalid || undefined,
      className: formFieldVariants(),
    },
    label: { 'data-slot': 'form-label', htmlFor: controlId, className: formLabelVariants() },
    control: {
      'data-slot': 'form-control',
      id: controlId,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? errorId : undefined,
    },
  };
}

/** A field's message (or the form's, with `role="alert"`), as the ui `FormError` draws it. */
export function PlainFormError({
  message,
  id,
  role,
  translate,
}: {
  message: string | undefined;
  id?: string;
  role?: 'alert';
  translate: (key: string) => string;
}) {
  const text = message ? translate(message) : null;
  if (!text) return null;
  return (
    <p data-slot="form-error" id={id} role={role} className={formErrorVariants()}>
      {text}
    </p>
  );
}
