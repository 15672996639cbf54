// Loaded only when there is a notice to show (features/shell/global-elements.tsx): the banner and
// its HTML sanitiser stay off first paint.
export { NoticeBanner } from '@quiver/ui';
