import type { ComponentProps, ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export const calloutToneOptions = ['info', 'success', 'warning', 'danger'] as const;
export type CalloutTone = 'info' | 'success' | 'warning' | 'danger';

export const calloutVariants = cva(
  'flex flex-col gap-3 rounded-[var(--callout-radius,var(--radius))] border p-4 text-sm sm:flex-row sm:items-start',
  {
    variants: {
      tone: {
        info: 'border-info/40 bg-info-subtle text-info-text',
        success: 'border-success/40 bg-success-subtle text-success-text',
        warning: 'border-warning bg-warning-subtle text-warning-text',
        danger: 'border-danger/40 bg-danger-subtle text-danger-text',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const toneIcons = {
  info: Info,
  success: CheckCircle2,
  warning: AlertTriangle,
  danger: XCircle,
} as const;

/** Read before the title, so the tone is not conveyed by colour and icon alone. */
export const defaultCalloutToneLabels: Record<CalloutTone, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  danger: 'Error',
};

export interface CalloutProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** What kind of message: its colour, icon and the word screen readers hear first. */
  tone?: CalloutTone;
  /** The message in a few words, e.g. `Sold out in this region`. */
  title?: ReactNode;
  /** The details and what the user can do. */
  children?: ReactNode;
  /** The way forward (a Button or a Link), e.g. `Request capacity`. */
  action?: ReactNode;
  /** Replaces the tone's icon; `null` shows none. */
  icon?: ReactNode;
  /** The tone's word for screen readers (translate it); `Warning` by default for `warning`. */
  toneLabel?: string;
}

/**
 * An inline message beside the content it is about: info, success, warning or danger, with an
 * optional title and action. It is not announced by itself: give it `role="alert"` when it appears
 * because of something the user did (a refusal), or `role="status"` for a polite update; a message
 * present when the page loads needs neither.
 */
export function Callout({
  tone = 'info',
  title,
  children,
  action,
  icon,
  toneLabel,
  className,
  ...props
}: CalloutProps) {
  const Icon = toneIcons[tone];
  const label = toneLabel ?? defaultCalloutToneLabels[tone];
  return (
    <div
      data-slot="callout"
      data-tone={tone}
      className={cn(calloutVariants({ tone }), className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        {icon === null ? null : (
          <span aria-hidden="true" className="mt-0.5 shrink-0 [&_svg]:size-4">
            {icon ?? <Icon />}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {title ? (
            <p data-slot="callout-title" className="font-semibold">
              <span className="sr-only">{`${label}: `}</span>
              {title}
            </p>
          ) : (
            <span className="sr-only">{`${label}: `}</span>
          )}
          {children ? (
            <div data-slot="callout-body" className="text-surface-fg [&_a]:underline">
              {children}
            </div>
          ) : null}
        </div>
      </div>
      {action ? (
        <div data-slot="callout-action" className="flex shrink-0 gap-2 sm:ml-auto">
          {action}
        </div>
      ) : null}
    </div>
  );
}
