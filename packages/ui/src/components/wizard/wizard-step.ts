import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';

/** Id of the review step the wizard appends after the caller's steps. */
export const wizardReviewStepId = 'review';

/** One step of a `Wizard`. */
export interface WizardStep<TValues extends FieldValues> {
  /** Stable id, unique in the wizard (not `review`); usable in the URL through `step`. */
  id: string;
  /** Name in the stepper, heading of the step and of its part of the review. */
  title: string;
  /** A line under the step heading. */
  description?: ReactNode;
  /** Fields validated when leaving the step forward; other steps' fields are not checked. */
  fields?: ReadonlyArray<Path<TValues>>;
  /** The step's form fields (`FormField`s); rendered only while the step is current. */
  content: ReactNode;
  /** This step's part of the review; defaults to its fields and their values. */
  summary?: (values: TValues) => ReactNode;
}
