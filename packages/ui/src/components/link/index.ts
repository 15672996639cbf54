export { Link, linkVariants, linkVariantOptions } from './link.tsx';
export type { LinkProps, LinkVariant } from './link.tsx';
