export { Stepper, stepperOrientationOptions } from './stepper.tsx';
export type { StepperProps, StepperStep, StepStatus, StepperOrientation } from './stepper.tsx';
