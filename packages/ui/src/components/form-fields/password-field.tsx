import type { FieldValues } from 'react-hook-form';
import { PasswordInput, type PasswordInputProps } from '../password-input/password-input.tsx';
import { RegisteredField, splitFieldProps, type FieldProps } from './field-frame.tsx';
import type { FieldInputProps } from './text-field.tsx';

export interface PasswordFieldProps<TValues extends FieldValues, TTransformed = TValues>
  extends FieldProps<TValues, TTransformed>, FieldInputProps<PasswordInputProps> {}

/**
 * A labelled password field bound to a react-hook-form value, with the show/hide toggle of
 * `PasswordInput` (translate its `showLabel` and `hideLabel`). Set `autoComplete` to
 * `current-password` or `new-password` so password managers fill or offer the right thing.
 */
export function PasswordField<TValues extends FieldValues, TTransformed = TValues>(
  props: PasswordFieldProps<TValues, TTransformed>,
) {
  const { control, frame, rest } = splitFieldProps(props);
  return (
    <RegisteredField control={control} {...frame}>
      {(registration) => <PasswordInput {...rest} {...registration} />}
    </RegisteredField>
  );
}
