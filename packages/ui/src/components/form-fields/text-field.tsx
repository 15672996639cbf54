import type { FieldValues } from 'react-hook-form';
import { Input, type InputProps } from '../input/input.tsx';
import { RegisteredField, splitFieldProps, type FieldProps } from './field-frame.tsx';

/** Input attributes a field passes on; the form owns the value, its events and the ids. */
export type FieldInputProps<TInputProps> = Omit<
  TInputProps,
  | 'name'
  | 'id'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'className'
  | 'children'
  | 'invalid'
  | 'aria-invalid'
  | 'aria-describedby'
>;

export interface TextFieldProps<TValues extends FieldValues, TTransformed = TValues>
  extends FieldProps<TValues, TTransformed>, Omit<FieldInputProps<InputProps>, 'type'> {
  /** The kind of text; passwords and numbers have their own fields. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
}

/**
 * A labelled single-line text field bound to a react-hook-form value: label, optional hint, the
 * input and its error, with the ids, `aria-invalid` and `aria-describedby` wired. Use it inside a
 * `Form`; the value is the text typed.
 */
export function TextField<TValues extends FieldValues, TTransformed = TValues>(
  props: TextFieldProps<TValues, TTransformed>,
) {
  const { control, frame, rest } = splitFieldProps(props);
  return (
    <RegisteredField control={control} {...frame}>
      {(registration) => <Input {...rest} {...registration} />}
    </RegisteredField>
  );
}
