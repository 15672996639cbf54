export { CodeInput } from './code-input.tsx';
export type { CodeInputProps } from './code-input.tsx';
