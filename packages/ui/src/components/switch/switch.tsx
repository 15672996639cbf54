import type { ComponentProps } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const switchSizeOptions = ['sm', 'md'] as const;
export type SwitchSize = (typeof switchSizeOptions)[number];

const switchVariants = cva(
  [
    'peer inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent',
    'transition-colors duration-(--duration-fast)',
    'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  { variants: { size: { sm: 'h-4 w-7', md: 'h-5 w-9' } }, defaultVariants: { size: 'md' } },
);

const thumbVariants = cva(
  'pointer-events-none block rounded-full bg-surface shadow-sm ring-0 transition-transform duration-(--duration-fast) data-[state=unchecked]:translate-x-0',
  {
    variants: {
      size: {
        sm: 'size-3 data-[state=checked]:translate-x-3',
        md: 'size-4 data-[state=checked]:translate-x-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  /** Track and thumb size. */
  size?: SwitchSize;
}

/**
 * An on/off toggle that takes effect at once (use Checkbox for choices submitted with a form).
 * Label it with `<label htmlFor>` or `aria-label`.
 */
export function Switch({ size = 'md', className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={size}
      className={cn(switchVariants({ size }), className)}
      {...props}
    >
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className={thumbVariants({ size })} />
    </SwitchPrimitive.Root>
  );
}
