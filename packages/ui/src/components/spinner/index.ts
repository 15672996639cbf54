export { Spinner, SpinnerIcon, spinnerVariants, spinnerSizeOptions } from './spinner.tsx';
export type { SpinnerProps, SpinnerIconProps } from './spinner.tsx';
