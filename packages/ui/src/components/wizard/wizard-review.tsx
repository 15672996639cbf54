import { useId, type ReactNode } from 'react';
import { get, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '../button/button.tsx';
import type { WizardLabels } from './wizard-labels.ts';
import type { WizardStep } from './wizard-step.ts';

export interface WizardReviewProps<TValues extends FieldValues, TTransformed> {
  form: UseFormReturn<TValues, unknown, TTransformed>;
  steps: ReadonlyArray<WizardStep<TValues>>;
  labels: WizardLabels;
  onEdit: (stepId: string) => void;
  footer?: ReactNode;
}

/** The review step: each step's summary with an Edit button back to it. */
export function WizardReview<TValues extends FieldValues, TTransformed>({
  form,
  steps,
  labels,
  onEdit,
  footer,
}: WizardReviewProps<TValues, TTransformed>) {
  // Subscribes to every value, so the review is current even if a value changes elsewhere.
  const values = useWatch({ control: form.control }) as TValues;
  const baseId = useId();
  return (
    <div data-slot="wizard-review" className="flex flex-col gap-4">
      {steps.map((item) => {
        const titleId = `${baseId}-${item.id}`;
        return (
          <section
            key={item.id}
            aria-labelledby={titleId}
            className="flex flex-col gap-3 rounded-lg border border-border p-4"
          >
            <div className="flex items-center justify-between gap-4">
              <h3 id={titleId} className="text-base font-semibold">
                {item.title}
              </h3>
              <Button
                variant="link"
                size="sm"
                aria-label={labels.editStep(item.title)}
                data-edit-step={item.id}
                onClick={() => onEdit(item.id)}
              >
                {labels.edit}
              </Button>
            </div>
            {item.summary ? (
              item.summary(values)
            ) : (
              <DefaultSummary step={item} values={values} labels={labels} />
            )}
          </section>
        );
      })}
      {footer}
    </div>
  );
}

function DefaultSummary<TValues extends FieldValues>({
  step,
  values,
  labels,
}: {
  step: WizardStep<TValues>;
  values: TValues;
  labels: WizardLabels;
}) {
  const fields = step.fields ?? [];
  if (fields.length === 0) return null;
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {fields.map((field) => (
        <div key={field} className="contents">
          <dt className="text-muted-fg">{field}</dt>
          <dd className="break-words">{formatValue(get(values, field), labels)}</dd>
        </div>
      ))}
    </dl>
  );
}

function formatValue(value: unknown, labels: WizardLabels): string {
  if (value === undefined || value === null || value === '') return labels.emptyValue;
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (Array.isArray(value)) {
    return value.length === 0
      ? labels.emptyValue
      : value.map((item) => formatValue(item, labels)).join(', ');
  }
  if (typeof value === 'object') {
    return Object.values(value as Record<string, unknown>)
      .map((item) => formatValue(item, labels))
      .join(' ');
  }
  return String(value);
}
