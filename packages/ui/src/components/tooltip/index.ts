export {
  TooltipProvider,
  Tooltip,
  TooltipTrigger,
  TooltipContent,
  SimpleTooltip,
} from './tooltip.tsx';
export type { TooltipContentProps, SimpleTooltipProps } from './tooltip.tsx';
