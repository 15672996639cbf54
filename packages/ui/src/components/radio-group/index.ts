export { RadioGroup, RadioGroupItem, RadioGroupOption } from './radio-group.tsx';
export type { RadioGroupOptionProps } from './radio-group.tsx';
