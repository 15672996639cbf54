import type { FieldValues } from 'react-hook-form';
import { FormControl } from '../form/form.tsx';
import { PasswordInput, type PasswordInputProps } from '../password-input/password-input.tsx';
import { FieldFrame, type FieldProps } from './field-frame.tsx';
import type { FieldInputProps } from './text-field.tsx';

export interface PasswordFieldProps<TValues extends FieldValues, TTransformed = TValues>
  extends FieldProps<TValues, TTransformed>, FieldInputProps<PasswordInputProps> {}

/**
 * A labelled password field bound to a react-hook-form value, with the show/hide toggle of
 * `PasswordInput` (translate its `showLabel` and `hideLabel`). Set `autoComplete` to
 * `current-password` or `new-password` so password managers fill or offer the right thing.
 */
export function PasswordField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  label,
  hint,
  labelAction,
  className,
  ...inputProps
}: PasswordFieldProps<TValues, TTransformed>) {
  return (
    <FieldFrame
      name={name}
      label={label}
      hint={hint}
      labelAction={labelAction}
      className={className}
    >
      <FormControl>
        <PasswordInput {...inputProps} {...control.register(name)} />
      </FormControl>
    </FieldFrame>
  );
}
