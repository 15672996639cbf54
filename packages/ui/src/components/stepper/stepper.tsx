import type { ComponentProps, ReactNode } from 'react';
import { AlertCircle, Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export const stepperOrientationOptions = ['horizontal', 'vertical'] as const;
export type StepperOrientation = (typeof stepperOrientationOptions)[number];

export interface StepperStep {
  /** Stable id (the wizard's step name). */
  id: string;
  /** Visible step name. */
  label: ReactNode;
  /** Secondary line under the label. */
  description?: ReactNode;
  /** Marks a step whose fields have errors. */
  invalid?: boolean;
}

export type StepStatus = 'complete' | 'current' | 'upcoming';

export interface StepperProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The steps, in order. */
  steps: readonly StepperStep[];
  /** Id of the current step; steps before it count as complete. Ignored with `allComplete`. */
  current?: string;
  /** The flow is finished: every step shows as complete and none is current. */
  allComplete?: boolean;
  /** When given, completed steps become buttons that go back to them. */
  onStepSelect?: (id: string) => void;
  /** Layout direction. */
  orientation?: StepperOrientation;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Screen-reader status text per step state. */
  statusLabels?: { complete: string; current: string; upcoming: string; invalid: string };
  /** Screen-reader position text, for example "Step 2 of 4". */
  positionLabel?: (position: number, total: number) => string;
}

const defaultStatusLabels = {
  complete: 'completed',
  current: 'current step',
  upcoming: 'not started',
  invalid: 'has errors',
};

/** Shows where the user is in a multi-step flow (a wizard). The current step has `aria-current="step"`. */
export function Stepper({
  steps,
  current,
  allComplete = false,
  onStepSelect,
  orientation = 'horizontal',
  label = 'Progress',
  statusLabels = defaultStatusLabels,
  positionLabel = (position, total) => `Step ${position} of ${total}`,
  className,
  ...props
}: StepperProps) {
  // Past the last step when everything is done, so every step counts as complete.
  const currentIndex = allComplete
    ? steps.length
    : Math.max(
        0,
        steps.findIndex((step) => step.id === current),
      );
  return (
    <nav
      aria-label={label}
      data-slot="stepper"
      data-orientation={orientation}
      data-complete={allComplete ? '' : undefined}
      className={className}
      {...props}
    >
      <ol
        className={cn(
          'flex gap-2',
          orientation === 'horizontal' ? 'flex-row flex-wrap items-start' : 'flex-col',
        )}
      >
        {steps.map((step, index) => {
          const status: StepStatus =
            index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
          const srStatus = [
            positionLabel(index + 1, steps.length),
            statusLabels[status],
            step.invalid ? statusLabels.invalid : null,
          ]
            .filter(Boolean)
            .join(', ');
          const marker = (
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold tabular-nums',
                status === 'complete' && 'border-primary bg-primary text-primary-fg',
                status === 'current' && 'border-primary bg-surface text-primary',
                status === 'upcoming' && 'border-input bg-surface text-muted-fg',
                step.invalid && 'border-danger bg-danger text-danger-fg',
              )}
            >
              {step.invalid ? (
                <AlertCircle className="size-4" />
              ) : status === 'complete' ? (
                <Check className="size-4" strokeWidth={3} />
              ) : (
                index + 1
              )}
            </span>
          );
          // On a phone a horizontal stepper names only the current step: the others keep their
          // number, and their names for screen readers, so the steps hold on one line. (A media
          // query, not a container one: a stepper in a shrink-to-fit parent has no width of its own.)
          const namedOnlyWhenWide = orientation === 'horizontal' && status !== 'current';
          const text = (
            <span className="flex flex-col text-left">
              <span
                className={cn(
                  'text-sm font-medium',
                  status === 'upcoming' ? 'text-muted-fg' : 'text-surface-fg',
                  namedOnlyWhenWide && 'max-sm:sr-only',
                )}
              >
                {step.label}
              </span>
              {step.description ? (
                <span
                  className={cn('text-xs text-muted-fg', namedOnlyWhenWide && 'max-sm:sr-only')}
                >
                  {step.description}
                </span>
              ) : null}
              <span className="sr-only">{`, ${srStatus}`}</span>
            </span>
          );
          const selectable = onStepSelect && status === 'complete';
          return (
            <li
              key={step.id}
              data-slot="stepper-step"
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2',
                orientation === 'horizontal' &&
                  'after:h-px after:w-8 after:bg-border last:after:hidden',
              )}
            >
              {selectable ? (
                <button
                  type="button"
                  onClick={() => onStepSelect(step.id)}
                  className="-m-1 flex cursor-pointer items-center gap-2 rounded-md p-1 hover:bg-muted"
                >
                  {marker}
                  {text}
                </button>
              ) : (
                <span className="flex items-center gap-2">
                  {marker}
                  {text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
