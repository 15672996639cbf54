export { Textarea } from './textarea.tsx';
export type { TextareaProps } from './textarea.tsx';
