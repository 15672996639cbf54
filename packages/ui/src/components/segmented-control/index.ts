export { SegmentedControl, segmentedControlSizeOptions } from './segmented-control.tsx';
export type {
  SegmentedControlProps,
  SegmentedControlOption,
  SegmentedControlSize,
} from './segmented-control.tsx';
