export {
  Popover,
  PopoverTrigger,
  PopoverAnchor,
  PopoverContent,
  PopoverClose,
} from './popover.tsx';
export type { PopoverContentProps } from './popover.tsx';
