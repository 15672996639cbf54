import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Input, type InputProps } from '../input/input.tsx';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is visible. */
  hideLabel?: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

/**
 * A password field with a show/hide toggle. The toggle is a real button after the field in tab
 * order whose label names what it will do next ("Show password" / "Hide password"), so it works
 * without a pointer and screen readers hear the change.
 */
export function PasswordInput({
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  defaultVisible = false,
  disabled,
  className,
  size = 'md',
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <div data-slot="password-input" className={cn('relative w-full', className)}>
      <Input
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        spellCheck={false}
        autoCapitalize="off"
        disabled={disabled}
        size={size}
        className={size === 'lg' ? 'pr-12' : 'pr-10'}
        {...props}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        aria-label={visible ? hideLabel : showLabel}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-fg hover:text-surface-fg disabled:cursor-not-allowed"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
