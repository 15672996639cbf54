import { cva } from 'class-variance-authority';

/** Every text-control size, smallest first (shared by Input, PasswordInput, Select and Textarea). */
export type ControlSize = 'sm' | 'md' | 'lg';
export const controlSizeOptions = ['sm', 'md', 'lg'] as const satisfies readonly ControlSize[];

/**
 * The look of every bordered form control: one recipe so inputs, selects and textareas line up and
 * change together. The invalid state is styled from `aria-invalid`, which the control must carry
 * anyway for screen readers.
 */
export const controlVariants = cva(
  [
    'w-full min-w-0 rounded-[var(--control-radius,var(--radius))] border border-input bg-surface text-surface-fg shadow-sm',
    'transition-[color,border-color,box-shadow] duration-(--duration-fast)',
    'placeholder:text-muted-fg',
    'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
    // CSS's `:read-only` also matches every element a user cannot type into, a select's button
    // included: only a read-only text field is meant here, and a disabled one keeps its own look.
    '[&:is(input,textarea):read-only:enabled]:bg-surface-sunken',
    'aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-9 px-3 text-sm',
        lg: 'h-11 px-3.5 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);
