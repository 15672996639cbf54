// Loaded on the first toast (features/shell/global-elements.tsx): Radix Toast stays off first paint.
export { Toaster } from '@quiver/ui';
