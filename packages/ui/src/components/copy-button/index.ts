export { CopyButton } from './copy-button.tsx';
export type { CopyButtonProps } from './copy-button.tsx';
