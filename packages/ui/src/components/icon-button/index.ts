export {
  IconButton,
  iconButtonVariants,
  iconButtonVariantOptions,
  iconButtonSizeOptions,
} from './icon-button.tsx';
export type { IconButtonProps, IconButtonVariant, IconButtonSize } from './icon-button.tsx';
