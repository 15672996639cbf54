export { Checkbox } from './checkbox.tsx';
export type { CheckboxProps } from './checkbox.tsx';
