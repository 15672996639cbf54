import {
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentProps,
  type SyntheticEvent,
} from 'react';
import { cn } from '../../lib/cn.ts';

export interface CodeInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'maxLength' | 'children'
> {
  /** The digits typed so far (controlled). */
  value?: string;
  /** The initial digits (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits after every change (non-digits already removed). */
  onValueChange?: (value: string) => void;
  /** Called once the last digit is entered, with the whole code. */
  onComplete?: (code: string) => void;
  /** Number of digits. */
  length?: number;
  /**
   * Accessible name. Pass `null` when a visible `<label htmlFor>` (or FormLabel) names the field,
   * so it is not overridden.
   */
  label?: string | null;
  /** Marks the code as wrong: red boxes and `aria-invalid` (describe the error with `aria-describedby`). */
  invalid?: boolean;
}

const onlyDigits = (text: string) => text.replace(/[^0-9]/g, '');

/**
 * A one-time code field (6 digits by default) drawn as separate boxes.
 *
 * It is ONE native input under the boxes, not six: one label and one value for screen readers
 * (they read "Verification code, 1 2 3" instead of six unnamed fields), browser and OS autofill of
 * e-mailed/SMS codes (`autocomplete="one-time-code"`) just work, pasting `123456` or `123 456`
 * anywhere fills every box, and typing, Backspace and the arrow keys behave as in any text field,
 * so "auto-advance" and "back on Backspace" come for free. Anything but digits is dropped.
 */
export function CodeInput({
  value: controlledValue,
  defaultValue = '',
  onValueChange,
  onComplete,
  length = 6,
  label = 'Verification code',
  invalid = false,
  disabled,
  className,
  onFocus,
  onBlur,
  onSelect,
  'aria-invalid': ariaInvalid,
  ...props
}: CodeInputProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(() =>
    onlyDigits(defaultValue).slice(0, length),
  );
  const value = controlledValue === undefined ? uncontrolledValue : onlyDigits(controlledValue);
  const [focused, setFocused] = useState(false);
  const [caret, setCaret] = useState(value.length);
  const inputRef = useRef<HTMLInputElement>(null);

  const commit = (next: string, caretAt: number) => {
    const digits = onlyDigits(next).slice(0, length);
    if (controlledValue === undefined) setUncontrolledValue(digits);
    setCaret(Math.min(caretAt, digits.length));
    if (digits !== value) {
      onValueChange?.(digits);
      if (digits.length === length) onComplete?.(digits);
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // Digits before the caret decide where the caret lands after non-digits are stripped.
    const before = onlyDigits(input.value.slice(0, input.selectionStart ?? input.value.length));
    commit(input.value, before.length);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // Handled here rather than natively so "123 456" or "Code: 123-456" pastes all six digits.
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (!pasted) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? start;
    // A full-length paste replaces the code wherever the caret is; a partial one inserts.
    const next =
      pasted.length >= length ? pasted : value.slice(0, start) + pasted + value.slice(end);
    commit(next, pasted.length >= length ? length : start + pasted.length);
    requestAnimationFrame(() => {
      const position = Math.min(next.length, length);
      inputRef.current?.setSelectionRange(position, position);
    });
  };

  const trackCaret = (event: SyntheticEvent<HTMLInputElement>) => {
    setCaret(event.currentTarget.selectionStart ?? value.length);
    onSelect?.(event);
  };

  const activeBox = Math.min(caret, length - 1);
  return (
    <div
      data-slot="code-input"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('relative inline-flex gap-2', className)}
    >
      {Array.from({ length }, (_, index) => {
        const digit = value[index];
        const active = focused && index === activeBox;
        return (
          <div
            key={index}
            aria-hidden="true"
            data-slot="code-input-box"
            data-active={active || undefined}
            data-filled={digit !== undefined || undefined}
            className={cn(
              'flex size-11 items-center justify-center rounded-md border border-input bg-surface font-mono text-lg text-surface-fg',
              'transition-colors duration-(--duration-fast)',
              'data-[active]:border-ring data-[active]:ring-2 data-[active]:ring-ring/40',
              invalid && 'border-danger data-[active]:border-danger data-[active]:ring-danger/40',
              disabled && 'opacity-50',
            )}
          >
            {digit ??
              (active ? (
                <span className="h-5 w-px animate-pulse bg-surface-fg motion-reduce:animate-none" />
              ) : null)}
          </div>
        );
      })}
      <input
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${length}}`}
        spellCheck={false}
        aria-label={label ?? undefined}
        aria-invalid={invalid || ariaInvalid || undefined}
        data-slot="code-input-field"
        disabled={disabled}
        value={value}
        onChange={onChange}
        onPaste={onPaste}
        onSelect={trackCaret}
        onKeyUp={trackCaret}
        onFocus={(event) => {
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        // The native field covers the boxes, so a tap anywhere focuses it, but stays invisible:
        // the boxes draw the digits and the caret.
        className="absolute inset-0 h-full w-full cursor-text rounded-md bg-transparent text-transparent caret-transparent opacity-0 outline-none selection:bg-transparent disabled:cursor-not-allowed"
        {...props}
      />
    </div>
  );
}
