import type { ReactNode } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { expect } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Form } from '../form/form.tsx';

/*
 * For the field stories only (not exported from the package): a form around one field, with its
 * values as plain strings and, for the invalid state, an error from the start.
 */
export type StoryValues = Record<string, string>;

/** The args every field story takes. */
export interface FieldStoryProps {
  /** The visible label. */
  label: string;
  /** A hint read with the control. */
  hint?: string;
  /** The field's starting value. */
  defaultValue?: string;
  /** A message key shown as the field's error from the start. */
  error?: string;
  /** Shown but not changeable. */
  disabled?: boolean;
  /** Called with the values on a valid submit. */
  onSubmit?: (values: StoryValues) => void;
}

interface StoryFormProps extends FieldStoryProps {
  /** The field, bound through `control` to the value `field`, with the story's words. */
  children: (
    control: Control<StoryValues>,
    field: { name: 'field'; label: string; hint?: string; disabled?: boolean },
  ) => ReactNode;
}

export function StoryForm({
  label,
  hint,
  defaultValue = '',
  error,
  disabled,
  onSubmit = () => {},
  children,
}: StoryFormProps) {
  const form = useForm<StoryValues>({
    defaultValues: { field: defaultValue },
    errors: error === undefined ? undefined : { field: { type: 'server', message: error } },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Example form" className="w-80">
      {children(form.control, { name: 'field', label, hint, disabled })}
      <div>
        <Button type="submit">Save</Button>
      </div>
    </Form>
  );
}

/** The control is marked invalid and reads `description` (the hint, then the error). */
export async function expectInvalid(control: HTMLElement, description: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(description);
}
