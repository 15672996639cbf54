import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormDescription, FormError, FormField, FormLabel } from '../form/form.tsx';

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
}: Omit<FieldProps<FieldValues>, 'control' | 'name'> & { name: string; children: ReactNode }) {
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
