import { useRef, useState, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Input, type InputProps } from '../input/input.tsx';
import { SpinnerIcon } from '../spinner/spinner.tsx';

export interface SearchFieldProps extends Omit<
  InputProps,
  'type' | 'value' | 'defaultValue' | 'onChange'
> {
  /** Accessible name, e.g. `Search instances by name` (the field has no visible label of its own). */
  label: string;
  /** The text (controlled). */
  value?: string;
  /** The first text when uncontrolled. */
  defaultValue?: string;
  /** Called with the text on every change, and with `''` when cleared. */
  onValueChange?: (value: string) => void;
  /** Called after the clear button or Escape emptied the field. */
  onClear?: () => void;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** Shows a spinner in place of the search icon while results load. */
  searching?: boolean;
  /** Extra classes on the wrapper (`className` goes to the wrapper too). */
  className?: string;
}

/**
 * A search box: a labelled `type="search"` input with a search icon and, once it holds text, a
 * clear button. Escape clears a non-empty field (and leaves an empty one to outer handlers, such as
 * a dialog's close); the clear button returns focus to the field.
 */
export function SearchField({
  label,
  value,
  defaultValue = '',
  onValueChange,
  onClear,
  clearLabel = 'Clear search',
  searching = false,
  disabled,
  size = 'md',
  placeholder,
  className,
  onKeyDown,
  ...props
}: SearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const text = value ?? uncontrolled;

  const change = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const clear = () => {
    change('');
    onClear?.();
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <div data-slot="search-field" className={cn('relative w-full', className)}>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 flex w-9 items-center justify-center text-muted-fg"
      >
        {searching ? <SpinnerIcon size="sm" /> : <Search className="size-4" />}
      </span>
      <Input
        ref={inputRef}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        size={size}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => change(event.target.value)}
        onKeyDown={handleKeyDown}
        // The browser's own cancel button is hidden: ours is keyboard-reachable and labelled.
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        {...props}
      />
      {text !== '' && !disabled ? (
        <button
          type="button"
          data-slot="search-field-clear"
          aria-label={clearLabel}
          onClick={clear}
          className="absolute inset-y-0 right-0 flex w-9 cursor-pointer items-center justify-center rounded-r-md text-muted-fg hover:text-surface-fg"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
