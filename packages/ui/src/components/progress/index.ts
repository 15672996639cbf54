export { Progress, progressToneOptions, progressSizeOptions } from './progress.tsx';
export type { ProgressProps, ProgressTone, ProgressSize } from './progress.tsx';
