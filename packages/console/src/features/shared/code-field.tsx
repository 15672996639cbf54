import type { ReactNode } from 'react';
import { FormDescription, FormError, FormField, FormLabel } from '@quiver/ui';
import { FormCodeInput, type FormCodeInputProps } from './form-code-input.tsx';

interface CodeFieldProps extends FormCodeInputProps {
  /** The field's path in the form values. */
  name: string;
  /** The visible label. */
  label: ReactNode;
  /** A hint read with the boxes, between the label and them (as the ui package's fields do). */
  hint?: ReactNode;
}

/** A labelled 6-digit code field of the enclosing `Form`: label, hint, the boxes and the error. */
export function CodeField({ name, label, hint, ...inputProps }: CodeFieldProps) {
  return (
    <FormField name={name}>
      <FormLabel>{label}</FormLabel>
      {hint !== undefined && <FormDescription>{hint}</FormDescription>}
      <FormCodeInput {...inputProps} />
      <FormError />
    </FormField>
  );
}
