import type { ReactElement, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { FormControl, FormDescription, FormError, FormField, FormLabel } from '../form/form.tsx';

/** What every field component takes: which form value it edits, and the words around it. */
export interface FieldProps<TValues extends FieldValues, TTransformed = TValues> {
  /** The form's `control` (`useForm().control`): binds the field and type-checks `name`. */
  control: Control<TValues, unknown, TTransformed>;
  /** The field's path in the form values (`name`, `allowedIps.2.ip`). */
  name: FieldPath<TValues>;
  /** The visible label, which is also the control's accessible name. */
  label: ReactNode;
  /**
   * A hint read with the control (format, limits, what the value is for). It stands between the
   * label and the control, so it is seen before typing and no autofill list or popup covers it.
   */
  hint?: ReactNode;
  /** Shown at the end of the label's row, outside the label: a "Forgot password?" link. */
  labelAction?: ReactNode;
  /** Classes of the field's wrapper (grid placement, width). */
  className?: string;
}

/** The words around a field, and where its value is. */
export type FrameProps = Omit<FieldProps<FieldValues>, 'control' | 'name'> & { name: string };

/**
 * Splits a field's props into its `control`, its frame (name and words) and the rest, which goes
 * to the control element.
 */
export function splitFieldProps<TValues extends FieldValues, TTransformed, TRest>(
  props: FieldProps<TValues, TTransformed> & TRest,
) {
  const { control, name, label, hint, labelAction, className, ...rest } = props;
  return { control, frame: { name, label, hint, labelAction, className }, rest };
}

/**
 * The frame of a field whose control is an input registered with react-hook-form: `children`
 * draws the input from its registration (name, ref, change and blur handlers).
 */
export function RegisteredField<TValues extends FieldValues, TTransformed>({
  control,
  children,
  ...frame
}: FieldProps<TValues, TTransformed> & {
  children: (registration: UseFormRegisterReturn) => ReactElement;
}) {
  return (
    <FieldFrame {...frame}>
      <FormControl>{children(control.register(frame.name))}</FormControl>
    </FieldFrame>
  );
}

/**
 * The frame the field components share: a `FormField` with its label (and label action), hint,
 * the control (which the caller wraps in `FormControl`) and the error, translated from its message
 * key. The control gets `aria-describedby` pointing at the hint and then the error.
 */
export function FieldFrame({
  name,
  label,
  hint,
  labelAction,
  className,
  children,
}: FrameProps & { children: ReactNode }) {
  const labelElement = <FormLabel>{label}</FormLabel>;
  return (
    <FormField name={name} className={className}>
      {labelAction === undefined ? (
        labelElement
      ) : (
        <div className="flex items-baseline justify-between gap-2">
          {labelElement}
          {labelAction}
        </div>
      )}
      {hint !== undefined && <FormDescription>{hint}</FormDescription>}
      {children}
      <FormError />
    </FormField>
  );
}
