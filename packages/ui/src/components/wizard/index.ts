export { Wizard, useWizard, wizardReviewStepId, defaultWizardLabels } from './wizard.tsx';
export type { WizardProps, WizardStep, WizardLabels, WizardContextValue } from './wizard.tsx';
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
