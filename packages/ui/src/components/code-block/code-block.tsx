import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { CopyButton } from '../copy-button/copy-button.tsx';

export interface CodeBlockProps extends Omit<ComponentProps<'div'>, 'children' | 'title'> {
  /** The code, shown verbatim (never parsed as HTML). */
  code: string;
  /** A caption above the code (a file name, "Connect with Python"); also names the code region. */
  title?: ReactNode;
  /** Language shown as a tag when there is no title (for example "bash"). */
  language?: string;
  /** Shows a copy button. */
  copyable?: boolean;
  /** Accessible name of the copy button. */
  copyLabel?: string;
  /** Announced after copying. */
  copiedLabel?: string;
  /** Announced when copying fails. */
  copyFailedLabel?: string;
  /**
   * Wraps long lines instead of scrolling sideways: at spaces, and inside a word only when the word
   * alone is wider than the block (a URL, a connection string).
   */
  wrap?: boolean;
  /** Clipboard writer passed to the copy button (tests, non-secure contexts). */
  writeText?: (text: string) => Promise<void>;
  /** How long the copy button shows its copied or failed state, in ms (the copy button's default). */
  copyResetAfterMs?: number;
}

/** Preformatted code (commands, connection strings, snippets) with an optional copy button. */
export function CodeBlock({
  code,
  title,
  language,
  copyable = true,
  copyLabel = 'Copy code',
  copiedLabel = 'Copied',
  copyFailedLabel = 'Copy failed',
  wrap = false,
  writeText,
  copyResetAfterMs,
  className,
  ...props
}: CodeBlockProps) {
  const caption = title ?? language;
  return (
    <div
      data-slot="code-block"
      className={cn(
        'overflow-hidden rounded-md border border-border bg-surface-sunken text-surface-fg',
        className,
      )}
      {...props}
    >
      {caption || copyable ? (
        <div className="flex items-center justify-between gap-2 border-b border-border py-1 pr-1 pl-3">
          <span className="truncate font-mono text-xs text-muted-fg">{caption}</span>
          {copyable ? (
            <CopyButton
              value={code}
              label={copyLabel}
              copiedLabel={copiedLabel}
              failedLabel={copyFailedLabel}
              writeText={writeText}
              resetAfterMs={copyResetAfterMs}
            />
          ) : null}
        </div>
      ) : null}
      {/* A scrolling <pre> must be focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={cn(
          'overflow-x-auto p-3 font-mono text-sm leading-relaxed',
          wrap ? 'whitespace-pre-wrap [overflow-wrap:anywhere]' : 'whitespace-pre',
        )}
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
