export { Button, buttonVariants, buttonVariantOptions, buttonSizeOptions } from './button.tsx';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button.tsx';
