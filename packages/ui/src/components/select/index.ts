export {
  Select,
  SelectGroup,
  SelectValue,
  SelectTrigger,
  SelectContent,
  SelectLabel,
  SelectItem,
  SelectSeparator,
} from './select.tsx';
export type { SelectTriggerProps, SelectContentProps, SelectItemProps } from './select.tsx';
