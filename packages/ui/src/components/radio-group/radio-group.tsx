import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/** A set of mutually exclusive options (arrow keys move and select). Name it with `aria-label` or `aria-labelledby`. */
export function RadioGroup({
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn('grid gap-2.5', className)}
      {...props}
    />
  );
}

/** The bare radio circle; label it with `<label htmlFor>` or use RadioGroupOption. */
export function RadioGroupItem({
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        'peer inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-full border border-input bg-surface shadow-sm',
        'data-[state=checked]:border-primary aria-[invalid=true]:border-danger',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="size-2 rounded-full bg-primary"
      />
    </RadioGroupPrimitive.Item>
  );
}

export interface RadioGroupOptionProps extends ComponentProps<typeof RadioGroupPrimitive.Item> {
  /** The option's visible label (clicking it selects the option). */
  label: ReactNode;
  /** Secondary text under the label, linked as the option's description. */
  description?: ReactNode;
}

/** A radio with its label and optional description, wired together. */
export function RadioGroupOption({ label, description, id, ...props }: RadioGroupOptionProps) {
  const autoId = useId();
  const itemId = id ?? autoId;
  const descriptionId = description ? `${itemId}-description` : undefined;
  return (
    <div data-slot="radio-group-option" className="flex items-start gap-2.5">
      <RadioGroupItem id={itemId} aria-describedby={descriptionId} className="mt-0.5" {...props} />
      <div className="grid gap-0.5">
        <label htmlFor={itemId} className="cursor-pointer text-sm leading-5 font-medium">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted-fg">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
