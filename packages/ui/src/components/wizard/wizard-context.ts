import { createContext, useContext } from 'react';

/** What `useWizard()` returns. */
export interface WizardContextValue {
  /** Id of the current step (`review` on the review step). */
  stepId: string;
  /** Position of the current step, from 0. */
  stepIndex: number;
  /** Number of steps, the review included. */
  stepCount: number;
  /** Goes to a step; going forward validates the current step first. */
  goTo: (stepId: string) => void;
  /** Validates the current step and moves on; resolves to whether it moved. */
  next: () => Promise<boolean>;
  /** Goes to the previous step (no validation: values are kept as they are). */
  back: () => void;
  /** Marks the current step pending (`useWizardStepPending`): Next waits until it is not. */
  setStepPending: (pending: boolean) => void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

/** The enclosing wizard's position and navigation, for custom step content. */
export function useWizard(): WizardContextValue {
  const context = useContext(WizardContext);
  if (!context) throw new Error('useWizard must be used inside <Wizard>.');
  return context;
}
