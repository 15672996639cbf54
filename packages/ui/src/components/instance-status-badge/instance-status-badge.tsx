import type { ComponentProps } from 'react';
import {
  instanceStatusLabel,
  instanceStatusLabelTone,
  type InstanceStatus,
  type InstanceStatusLabel,
  type InstanceStatusTone,
  type ServiceState,
} from '@quiver/validation';
import { cn } from '../../lib/cn.ts';
import { Badge, type BadgeTone, type BadgeSize } from '../badge/badge.tsx';

/** Badge tone per status tone: the lifecycle's five tones map onto the design system's palette. */
const badgeToneOf = {
  success: 'success',
  neutral: 'neutral',
  muted: 'muted',
  danger: 'danger',
  progress: 'progress',
} as const satisfies Record<InstanceStatusTone, BadgeTone>;

export interface InstanceStatusBadgeProps extends Omit<
  ComponentProps<'span'>,
  'children' | 'translate'
> {
  /** The instance's internal status (`RUNNING`, `BACKUPING`, …). */
  status: InstanceStatus;
  /** The graph service's state; only `CLEANING` and `LOADING` change the label of a RUNNING instance. */
  serviceState?: ServiceState | null;
  /** Text size and padding. */
  size?: BadgeSize;
  /**
   * Translates a label (`Active`, `Backing up`, …) for display. Defaults to the English label. The
   * tone is always chosen from the untranslated label.
   */
  translateLabel?: (label: InstanceStatusLabel) => string;
  /**
   * Announce label changes politely to screen readers (`aria-live="polite"`), so "Starting" turning
   * into "Active" is heard. Turn off in long lists where a summary is announced instead.
   */
  announce?: boolean;
}

/**
 * The status of an instance as users see it: internal status + service state → label and tone
 * (DECISIONS.md "Instance lifecycle", via `@quiver/validation`). Labels of operations under way
 * (Starting, Backing up, …) show a pulsing dot that stands still under `prefers-reduced-motion`.
 */
export function InstanceStatusBadge({
  status,
  serviceState,
  size = 'sm',
  translateLabel = (label) => label,
  announce = true,
  className,
  ...props
}: InstanceStatusBadgeProps) {
  const label = instanceStatusLabel(status, serviceState);
  const tone = instanceStatusLabelTone(label);
  const inProgress = tone === 'progress';
  return (
    <span
      data-slot="instance-status-badge"
      data-status={status}
      data-label={label}
      data-tone={tone}
      aria-live={announce ? 'polite' : undefined}
      // The whole label is re-read on change, not just the changed characters.
      aria-atomic={announce ? true : undefined}
      className={cn('inline-flex', className)}
      {...props}
    >
      {/* No aria-busy here: inside a live region it would hold back the very announcement we want. */}
      <Badge tone={badgeToneOf[tone]} size={size} dot={inProgress ? 'pulse' : true}>
        {translateLabel(label)}
      </Badge>
    </span>
  );
}
