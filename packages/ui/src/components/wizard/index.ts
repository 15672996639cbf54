export { Wizard } from './wizard.tsx';
export type { WizardProps } from './wizard.tsx';
export { useWizard } from './wizard-context.ts';
export { useWizardStepPending } from './use-pending-step.ts';
export type { WizardContextValue } from './wizard-context.ts';
export { wizardReviewStepId } from './wizard-step.ts';
export type { WizardStep } from './wizard-step.ts';
export { defaultWizardLabels } from './wizard-labels.ts';
export type { WizardLabels } from './wizard-labels.ts';
export {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
  defaultUnsavedChangesLabels,
} from './unsaved-changes.tsx';
export type {
  UnsavedChangesDialogProps,
  UnsavedChangesLabels,
  NavigationBlocker,
} from './unsaved-changes.tsx';
