import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { ControlSize } from '../../lib/control.ts';
import { FormControl } from '../form/form.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  type SelectContentProps,
} from '../select/select.tsx';
import { FieldFrame, splitFieldProps, type FieldProps } from './field-frame.tsx';

/** One choice of a `SelectField`. */
export interface SelectFieldOption {
  /** The value stored in the form. */
  value: string;
  /** What the list and the trigger show. */
  label: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface SelectFieldProps<TValues extends FieldValues, TTransformed = TValues>
  extends
    FieldProps<TValues, TTransformed>,
    Pick<SelectContentProps, 'scrollUpLabel' | 'scrollDownLabel'> {
  /** The choices, in the order listed. */
  options: readonly SelectFieldOption[];
  /** Shown in the trigger while nothing is chosen. */
  placeholder?: ReactNode;
  /** Height and text size (matches the other fields). */
  size?: ControlSize;
  /** Shown but not changeable. */
  disabled?: boolean;
}

/**
 * A labelled choice from a list (Radix Select: typeahead, arrow keys, Home/End) bound to a
 * react-hook-form value. The trigger carries the field's id, `aria-invalid` and
 * `aria-describedby`, and the form's focus-on-error reaches it.
 */
export function SelectField<TValues extends FieldValues, TTransformed = TValues>(
  props: SelectFieldProps<TValues, TTransformed>,
) {
  const { control, frame, rest } = splitFieldProps(props);
  const { options, placeholder, size, disabled, scrollUpLabel, scrollDownLabel } = rest;
  const {
    field: { value, onChange, onBlur, ref, disabled: formDisabled },
  } = useController({ control, name: props.name });
  return (
    <FieldFrame {...frame}>
      <Select
        value={typeof value === 'string' ? value : ''}
        onValueChange={onChange}
        disabled={disabled || formDisabled}
      >
        <FormControl>
          <SelectTrigger ref={ref} onBlur={onBlur} size={size}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
        </FormControl>
        <SelectContent scrollUpLabel={scrollUpLabel} scrollDownLabel={scrollDownLabel}>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FieldFrame>
  );
}
