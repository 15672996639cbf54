export { Input, inputSizeOptions } from './input.tsx';
export type { InputProps } from './input.tsx';
