export {
  Badge,
  badgeVariants,
  badgeToneOptions,
  badgeAppearanceOptions,
  badgeSizeOptions,
} from './badge.tsx';
export type { BadgeProps, BadgeTone, BadgeAppearance, BadgeSize } from './badge.tsx';
