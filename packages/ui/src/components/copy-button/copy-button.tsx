import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Check, Copy, X } from 'lucide-react';
import { announce } from '../../lib/announce.ts';
import { cn } from '../../lib/cn.ts';
import { buttonVariants, type ButtonSize, type ButtonVariant } from '../button/button.tsx';
import { iconButtonVariants } from '../icon-button/icon-button.tsx';

type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** Accessible name (and visible text with `showLabel`) before copying. */
  label?: string;
  /** Announced and shown after a successful copy. */
  copiedLabel?: string;
  /** Announced and shown when the browser refuses the clipboard. */
  failedLabel?: string;
  /** Shows the label next to the icon instead of an icon-only button. */
  showLabel?: boolean;
  /** How long the copied/failed state stays, in milliseconds. */
  resetAfterMs?: number;
  /** Button look. */
  variant?: Exclude<ButtonVariant, 'link'>;
  /** Button size. */
  size?: ButtonSize;
  /** Called after a successful copy. */
  onCopy?: (value: string) => void;
  /** Writes to the clipboard; defaults to `navigator.clipboard.writeText` (inject another for tests or non-secure contexts). */
  writeText?: (text: string) => Promise<void>;
  /** Extra classes. */
  className?: string;
}

const defaultWriteText = (text: string) => navigator.clipboard.writeText(text);

/**
 * Copies a value to the clipboard. The result ("Copied" or "Copy failed") is announced through the
 * page's shared polite live region (lib/announce.ts), since the button keeps focus and its icon
 * change alone is silent.
 */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  failedLabel = 'Copy failed',
  showLabel = false,
  resetAfterMs = 2000,
  variant = 'ghost',
  size = 'sm',
  onCopy,
  writeText = defaultWriteText,
  className,
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    clearTimeout(timer.current);
    try {
      await writeText(value);
      setState('copied');
      announce(copiedLabel, button);
      onCopy?.(value);
    } catch {
      setState('failed');
      announce(failedLabel, button);
    }
    timer.current = setTimeout(() => setState('idle'), resetAfterMs);
  };

  const message = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : '';
  const Icon = state === 'copied' ? Check : state === 'failed' ? X : Copy;
  return (
    <button
      type="button"
      data-slot="copy-button"
      data-state={state}
      aria-label={showLabel ? undefined : label}
      title={showLabel ? undefined : label}
      onClick={(event) => void copy(event)}
      className={cn(
        buttonVariants({ variant, size }),
        !showLabel && iconButtonVariants({ size }),
        state === 'copied' && 'text-success-text',
        state === 'failed' && 'text-danger-text',
        className,
      )}
    >
      <Icon aria-hidden="true" />
      {showLabel ? <span>{message || label}</span> : null}
    </button>
  );
}
