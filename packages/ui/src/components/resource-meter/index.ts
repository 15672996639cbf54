export { ResourceMeter } from './resource-meter.tsx';
export type {
  ResourceMeterProps,
  ResourceMeterText,
  ResourceMeterLimitText,
} from './resource-meter.tsx';
