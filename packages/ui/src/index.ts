// @quiver/ui public API. Every export is listed by name (no `export *`) so the API is reviewable and
// an export-snapshot test can catch changes. Each engineer keeps to their own section.

// Foundations
export { cn } from './lib/cn.ts';
export {
  Button,
  buttonVariants,
  buttonVariantOptions,
  buttonSizeOptions,
} from './components/button/index.ts';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/button/index.ts';
export {
  Spinner,
  SpinnerIcon,
  spinnerVariants,
  spinnerSizeOptions,
} from './components/spinner/index.ts';
export type { SpinnerProps, SpinnerIconProps } from './components/spinner/index.ts';
// End of Foundations
