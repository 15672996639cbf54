export { Switch, switchSizeOptions } from './switch.tsx';
export type { SwitchProps, SwitchSize } from './switch.tsx';
