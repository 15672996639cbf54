import type { ComponentProps } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const switchSizeOptions = ['sm', 'md'] as const;
export type SwitchSize = (typeof switchSizeOptions)[number];

// The button is the pointer target, 24 px high at least (WCAG 2.5.8 target size), while the track
// keeps its look (36 × 20 px, 28 × 16 px for `sm`): the target's outer ring is a transparent border
// that the background leaves out (`bg-clip-padding`), the padding is the track's rim around the
// thumb, and a negative margin as wide as the ring gives the page the track's box, so nothing
// around a switch moves. The focus ring keeps 2 px from the track (outline-offset from the border).
const switchVariants = cva(
  [
    'peer inline-flex h-6 shrink-0 cursor-pointer items-center rounded-full border-transparent bg-clip-padding p-0.5',
    'transition-colors duration-(--duration-fast)',
    'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: '-m-1 w-9 border-4 focus-visible:-outline-offset-2',
        md: '-m-0.5 w-10 border-2 focus-visible:outline-offset-0',
      },
    },
    defaultVariants: { size: 'md' },
  },
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
