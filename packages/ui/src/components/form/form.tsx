import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Slot } from '../../lib/slot.tsx';
import {
  FormProvider,
  get,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { validationMessages } from '@quiver/validation';
import { cn } from '../../lib/cn.ts';
import { firstErrorPath } from './form-errors.ts';
import {
  formDescriptionVariants,
  formErrorVariants,
  formFieldVariants,
  formLabelVariants,
} from './form-variants.ts';

export { formDescriptionVariants, formErrorVariants, formFieldVariants, formLabelVariants };

/** Turns a message key (`validation.instance.name-invalid`) into the text shown to the user. */
export type TranslateMessage = (key: string) => string;

/**
 * English text of a `@quiver/validation` message key. A string that is not a known key (a server
 * message that is already text, a custom `setError` message) is shown as it is.
 */
export const translateValidationMessage: TranslateMessage = (key) =>
  Object.hasOwn(validationMessages, key)
    ? validationMessages[key as keyof typeof validationMessages]
    : key;

const TranslateContext = createContext<TranslateMessage>(translateValidationMessage);

/** The translate function of the nearest `Form` (English from `@quiver/validation` by default). */
export function useFormTranslate(): TranslateMessage {
  return useContext(TranslateContext);
}

export interface FormTranslateProviderProps {
  /** Turns message keys into text for every form inside (e.g. the console's `t`). */
  translate: TranslateMessage;
  /** The app, or the part of it whose forms use this translate function. */
  children?: ReactNode;
}

/** Sets the translate function once for every `Form` and `Wizard` inside (app-wide i18n). */
export function FormTranslateProvider({ translate, children }: FormTranslateProviderProps) {
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

export interface FormProps<TValues extends FieldValues, TTransformed = TValues> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'translate'
> {
  /** The `useForm()` result (with `zodResolver(schema)` from `@hookform/resolvers/zod`). */
  form: UseFormReturn<TValues, unknown, TTransformed>;
  /** Called with the parsed values when every field is valid. */
  onSubmit: SubmitHandler<TTransformed>;
  /** Called with the errors when a submit is refused (after they are shown). */
  onInvalid?: SubmitErrorHandler<TValues>;
  /**
   * Turns the message keys that zod issues and the server carry into text. Defaults to the
   * nearest `FormTranslateProvider`, else the English table of `@quiver/validation`.
   */
  translate?: TranslateMessage;
}

/**
 * A `<form>` bound to react-hook-form: it provides the form to every `FormField`, validates on
 * submit and, when the submit is refused, moves focus to the first invalid control in document
 * order (so keyboard and screen-reader users land on the problem, not on the submit button).
 */
export function Form<TValues extends FieldValues, TTransformed = TValues>({
  form,
  onSubmit,
  onInvalid,
  translate,
  className,
  children,
  ...props
}: FormProps<TValues, TTransformed>) {
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, errors } = useFormState({ control: form.control });
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    // react-hook-form focuses the first *registered* field in a timeout of its own; ours is queued
    // after it, so the first invalid field in *document order* wins (they differ when fields mount
    // out of order, e.g. in a wizard or behind a condition).
    const timer = setTimeout(() => {
      focusFirstInvalid(formRef.current, errors, form.setFocus);
    }, 0);
    return () => clearTimeout(timer);
    // Runs once per refused submit; `errors` is read at that moment on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest, submitCount]);

  const handleInvalid: SubmitErrorHandler<TValues> = (fieldErrors, event) => {
    setFocusRequest((count) => count + 1);
    return onInvalid?.(fieldErrors, event);
  };

  const inheritedTranslate = useFormTranslate();
  return (
    <TranslateContext.Provider value={translate ?? inheritedTranslate}>
      <FormProvider {...form}>
        <form
          ref={formRef}
          data-slot="form"
          // Our messages replace the browser's bubbles, which cannot be translated or styled.
          noValidate
          className={cn('flex flex-col gap-5', className)}
          onSubmit={form.handleSubmit(onSubmit, handleInvalid)}
          {...props}
        >
          {children}
        </form>
      </FormProvider>
    </TranslateContext.Provider>
  );
}

/**
 * Focuses the first control marked `aria-invalid` inside `container` (document order), else the
 * first field with an error through react-hook-form. Shared by `Form` and `Wizard`.
 */
export function focusFirstInvalid<TValues extends FieldValues>(
  formElement: HTMLElement | null,
  errors: FieldErrors<TValues>,
  setFocus: UseFormReturn<TValues>['setFocus'],
): void {
  const firstInDocument = formElement?.querySelector<HTMLElement>(
    '[aria-invalid="true"]:not([disabled])',
  );
  if (firstInDocument) {
    firstInDocument.focus();
    return;
  }
  // A field without FormControl (a custom widget): fall back to react-hook-form's ref.
  const path = firstErrorPath(errors);
  if (path) setFocus(path as Parameters<typeof setFocus>[0]);
}

interface FormFieldContextValue {
  name: string;
  controlId: string;
  descriptionId: string;
  errorId: string;
  hasDescription: boolean;
  registerDescription: () => () => void;
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** Ids, state and message of the enclosing `FormField`. Throws outside one. */
export function useFormField() {
  const field = useContext(FormFieldContext);
  if (!field) throw new Error('useFormField must be used inside <FormField>.');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const { error, invalid, isDirty, isTouched } = getFieldState(field.name, formState);
  return { ...field, error, invalid, isDirty, isTouched };
}

export interface FormFieldProps extends ComponentProps<'div'> {
  /** The field's path in the form values (`name`, `allowedIps.2.ip`). */
  name: string;
}

/**
 * One labelled field: gives its label, control, description and error matching ids, and echoes
 * the state as `data-invalid` for styling.
 */
export function FormField({ name, className, children, ...props }: FormFieldProps) {
  const baseId = useId();
  const [descriptionCount, setDescriptionCount] = useState(0);
  const registerDescription = useCallback(() => {
    setDescriptionCount((count) => count + 1);
    return () => setDescriptionCount((count) => count - 1);
  }, []);
  const value = useMemo<FormFieldContextValue>(
    () => ({
      name,
      controlId: `${baseId}-control`,
      descriptionId: `${baseId}-description`,
      errorId: `${baseId}-error`,
      hasDescription: descriptionCount > 0,
      registerDescription,
    }),
    [name, baseId, descriptionCount, registerDescription],
  );
  return (
    <FormFieldContext.Provider value={value}>
      <FormFieldFrame name={name} className={className} {...props}>
        {children}
      </FormFieldFrame>
    </FormFieldContext.Provider>
  );
}

function FormFieldFrame({ name, className, ...props }: FormFieldProps) {
  const { invalid } = useFormField();
  return (
    <div
      data-slot="form-field"
      data-name={name}
      data-invalid={invalid || undefined}
      className={cn(formFieldVariants(), className)}
      {...props}
    />
  );
}

export type FormLabelProps = ComponentProps<'label'>;

/** The field's visible name, tied to its control. */
export function FormLabel({ className, ...props }: FormLabelProps) {
  const { controlId } = useFormField();
  return (
    // The control is associated through htmlFor (FormControl sets the id).
    <label
      data-slot="form-label"
      htmlFor={controlId}
      className={cn(formLabelVariants(), className)}
      {...props}
    />
  );
}

export interface FormControlProps extends ComponentProps<typeof Slot> {
  /** The control: an `Input`, `Select` trigger, `Switch`… (its props are merged). */
  children?: ReactNode;
}

/**
 * Wraps the control and gives it the field's `id`, `aria-invalid` and `aria-describedby`
 * (description first, then the error), so screen readers read the hint and the problem.
 */
export function FormControl(props: FormControlProps) {
  const { controlId, descriptionId, errorId, hasDescription, invalid } = useFormField();
  const describedBy =
    [hasDescription ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Slot
      data-slot="form-control"
      id={controlId}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      {...props}
    />
  );
}

export type FormDescriptionProps = ComponentProps<'p'>;

/** A hint under the control (format, limits); read with the control. */
export function FormDescription({ className, ...props }: FormDescriptionProps) {
  const { descriptionId, registerDescription } = useFormField();
  useLayoutEffect(() => registerDescription(), [registerDescription]);
  return (
    <p
      data-slot="form-description"
      id={descriptionId}
      className={cn(formDescriptionVariants(), className)}
      {...props}
    />
  );
}

export interface FormErrorProps extends ComponentProps<'p'> {
  /**
   * Show the error of this path instead of the enclosing field's; use it outside a `FormField`,
   * e.g. `root.server` for server errors that belong to no field.
   */
  name?: string;
}

/**
 * The field's error, translated from its message key. Renders nothing while the field is valid.
 * Children replace the message (for a custom rendering).
 */
export function FormError({ name, className, children, ...props }: FormErrorProps) {
  const field = useContext(FormFieldContext);
  if (name !== undefined || !field) {
    return (
      <StandaloneFormError name={name ?? 'root'} className={className} {...props}>
        {children}
      </StandaloneFormError>
    );
  }
  return (
    <FieldFormError className={className} {...props}>
      {children}
    </FieldFormError>
  );
}

function FieldFormError({ className, children, ...props }: Omit<FormErrorProps, 'name'>) {
  const { error, errorId } = useFormField();
  const translate = useFormTranslate();
  const message = error?.message ? translate(error.message) : null;
  if (!message && !children) return null;
  return (
    <p
      data-slot="form-error"
      id={errorId}
      className={cn(formErrorVariants(), className)}
      {...props}
    >
      {children ?? message}
    </p>
  );
}

function StandaloneFormError({
  name,
  className,
  children,
  ...props
}: Omit<FormErrorProps, 'name'> & { name: string }) {
  const { errors } = useFormState({ name });
  const translate = useFormTranslate();
  const error = get(errors, name) as { message?: string } | undefined;
  const message = error?.message ? translate(error.message) : null;
  if (!message && !children) return null;
  return (
    <p
      data-slot="form-error"
      role="alert"
      className={cn(formErrorVariants(), className)}
      {...props}
    >
      {children ?? message}
    </p>
  );
}
