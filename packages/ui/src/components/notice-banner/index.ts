export { NoticeBanner, noticeBannerVariants, noticePriorityOptions } from './notice-banner.tsx';
export type { NoticeBannerProps, Notice, NoticePriority } from './notice-banner.tsx';
export {
  localDay,
  readNoticeDismissal,
  isNoticeDismissedToday,
  writeNoticeDismissal,
  noticeDismissalStorageKey,
} from './notice-dismissal.ts';
export type { NoticeDismissal } from './notice-dismissal.ts';
