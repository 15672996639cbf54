export {
  Toaster,
  toastVariants,
  toastViewportVariants,
  defaultToastToneLabels,
} from './toaster.tsx';
export type { ToasterProps } from './toaster.tsx';
export { toast, toastToneOptions, toastDefaultDuration } from './toast-store.ts';
export type { ToastOptions, ToastTone } from './toast-store.ts';
