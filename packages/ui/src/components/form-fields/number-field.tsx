import type { FieldValues } from 'react-hook-form';
import { Input, type InputProps } from '../input/input.tsx';
import { RegisteredField, splitFieldProps, type FieldProps } from './field-frame.tsx';
import type { FieldInputProps } from './text-field.tsx';

export interface NumberFieldProps<TValues extends FieldValues, TTransformed = TValues>
  extends
    FieldProps<TValues, TTransformed>,
    Omit<FieldInputProps<InputProps>, 'type' | 'inputMode'> {
  /** Allow a decimal point (the phone keyboard shows one); whole numbers by default. */
  decimal?: boolean;
}

/**
 * A labelled number field (a port, a threshold, a cache size) bound to a react-hook-form value.
 *
 * It is a text input with a numeric keyboard, not `type="number"`: that one changes the value on
 * a mouse wheel or an arrow key by accident, accepts `1e5` and hides what was typed when it is not
 * a number. The value stays the text typed; the form's zod rule turns it into a number (the
 * `@quiver/validation` number rules accept digits), so an empty or half-typed value is an error
 * message, never a silent 0 or NaN. Put the unit in the label or the hint.
 */
export function NumberField<TValues extends FieldValues, TTransformed = TValues>(
  props: NumberFieldProps<TValues, TTransformed>,
) {
  const { control, frame, rest } = splitFieldProps(props);
  const { decimal = false, ...inputProps } = rest;
  return (
    <RegisteredField control={control} {...frame}>
      {(registration) => (
        <Input
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          spellCheck={false}
          {...inputProps}
          {...registration}
        />
      )}
    </RegisteredField>
  );
}
