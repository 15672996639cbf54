import type { UnsavedChangesLabels } from './unsaved-changes.tsx';

/** Every built-in text of the wizard. */
export interface WizardLabels {
  /** Goes to the previous step. */
  back: string;
  /** Validates the step and goes to the next one. */
  next: string;
  /** Sends the form from the last step. */
  submit: string;
  /** Read while the form is being sent. */
  submitting: string;
  /** Read while Next waits for the step to finish loading its own choices. */
  preparing: string;
  /** Leaves the wizard (asks first when values were entered). */
  cancel: string;
  /** Title of the appended review step. */
  review: string;
  /** Goes straight back to the review after editing a step from it. */
  backToReview: string;
  /** Visible text of the review's edit buttons. */
  edit: string;
  /** Accessible name of an edit button, e.g. 'Edit Settings'. */
  editStep: (stepTitle: string) => string;
  /** 'Step 2 of 4'. */
  stepOf: (current: number, total: number) => string;
  /** Accessible name of the stepper. */
  progress: string;
  /** Screen-reader state of each step in the stepper. */
  stepStatus: { complete: string; current: string; upcoming: string; invalid: string };
  /** Default summary text of an empty value. */
  emptyValue: string;
  /** Default summary text of `true`. */
  yes: string;
  /** Default summary text of `false`. */
  no: string;
  /** Texts of the unsaved-changes dialog. */
  unsavedChanges?: Partial<UnsavedChangesLabels>;
}

export const defaultWizardLabels: WizardLabels = {
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  submitting: 'Submitting',
  preparing: 'Loading this step’s choices',
  cancel: 'Cancel',
  review: 'Review',
  backToReview: 'Back to review',
  edit: 'Edit',
  editStep: (stepTitle) => `Edit ${stepTitle}`,
  stepOf: (current, total) => `Step ${current} of ${total}`,
  progress: 'Progress',
  stepStatus: {
    complete: 'completed',
    current: 'current step',
    upcoming: 'not started',
    invalid: 'has errors',
  },
  emptyValue: '—',
  yes: 'Yes',
  no: 'No',
};
