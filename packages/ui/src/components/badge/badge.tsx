import type { ComponentProps, ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

/** Every Badge tone. `progress` is for work under way (an instance starting, a backup running). */
export const badgeToneOptions = [
  'neutral',
  'muted',
  'primary',
  'success',
  'warning',
  'danger',
  'info',
  'progress',
] as const;
/** `subtle` is a tint with coloured text (default); `solid` is a filled chip for high emphasis. */
export const badgeAppearanceOptions = ['subtle', 'solid'] as const;
export const badgeSizeOptions = ['sm', 'md'] as const;

// Spelled out for the docs' props table; each equals its option list (checked in badge.types.test.tsx).
export type BadgeTone =
  'neutral' | 'muted' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'progress';
export type BadgeAppearance = 'subtle' | 'solid';
export type BadgeSize = 'sm' | 'md';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border font-medium whitespace-nowrap [&_svg]:size-3 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        neutral: '',
        muted: '',
        primary: '',
        success: '',
        warning: '',
        danger: '',
        info: '',
        progress: '',
      },
      appearance: { subtle: '', solid: 'border-transparent' },
      size: { sm: 'px-2 py-0 text-xs', md: 'px-2.5 py-0.5 text-sm' },
    },
    compoundVariants: [
      {
        appearance: 'subtle',
        tone: 'neutral',
        className: 'border-border bg-surface text-surface-fg',
      },
      {
        appearance: 'subtle',
        tone: 'muted',
        className: 'border-transparent bg-muted text-muted-fg',
      },
      {
        appearance: 'subtle',
        tone: 'primary',
        className: 'border-transparent bg-accent text-accent-fg',
      },
      {
        appearance: 'subtle',
        tone: 'success',
        className: 'border-transparent bg-success-subtle text-success-text',
      },
      {
        appearance: 'subtle',
        tone: 'warning',
        className: 'border-transparent bg-warning-subtle text-warning-text',
      },
      {
        appearance: 'subtle',
        tone: 'danger',
        className: 'border-transparent bg-danger-subtle text-danger-text',
      },
      {
        appearance: 'subtle',
        tone: 'info',
        className: 'border-transparent bg-info-subtle text-info-text',
      },
      {
        appearance: 'subtle',
        tone: 'progress',
        className: 'border-transparent bg-progress-subtle text-progress-text',
      },
      { appearance: 'solid', tone: 'neutral', className: 'bg-surface-fg text-surface' },
      { appearance: 'solid', tone: 'muted', className: 'bg-secondary text-secondary-fg' },
      { appearance: 'solid', tone: 'primary', className: 'bg-primary text-primary-fg' },
      { appearance: 'solid', tone: 'success', className: 'bg-success text-success-fg' },
      { appearance: 'solid', tone: 'warning', className: 'bg-warning text-warning-fg' },
      { appearance: 'solid', tone: 'danger', className: 'bg-danger text-danger-fg' },
      { appearance: 'solid', tone: 'info', className: 'bg-info text-info-fg' },
      { appearance: 'solid', tone: 'progress', className: 'bg-progress text-progress-fg' },
    ],
    defaultVariants: { tone: 'neutral', appearance: 'subtle', size: 'sm' },
  },
);

export interface BadgeProps extends ComponentProps<'span'> {
  /** Meaning of the badge; colour is never the only signal, so the text must say it too. */
  tone?: BadgeTone;
  /** Tinted (default) or filled. */
  appearance?: BadgeAppearance;
  /** Text size and padding. */
  size?: BadgeSize;
  /** A small leading icon (decorative). */
  icon?: ReactNode;
  /** Shows a leading dot in the tone's colour; `pulse` animates it (not under reduced motion). */
  dot?: boolean | 'pulse';
}

/** A short status or category label. */
export function Badge({
  tone = 'neutral',
  appearance = 'subtle',
  size = 'sm',
  icon,
  dot = false,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone}
      data-appearance={appearance}
      data-size={size}
      className={cn(badgeVariants({ tone, appearance, size }), className)}
      {...props}
    >
      {dot ? (
        <span
          aria-hidden="true"
          data-slot="badge-dot"
          className={cn(
            'size-1.5 rounded-full bg-current',
            dot === 'pulse' && 'motion-safe:animate-pulse',
          )}
        />
      ) : null}
      {icon ? (
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}
