export {
  Callout,
  calloutVariants,
  calloutToneOptions,
  defaultCalloutToneLabels,
} from './callout.tsx';
export type { CalloutProps, CalloutTone } from './callout.tsx';
