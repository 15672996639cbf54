import type { ReactNode } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { Button } from '../button/button.tsx';
import { Form } from '../form/form.tsx';

/*
 * For the field stories only (not exported from the package): a form around one field, with its
 * values as plain strings and, for the invalid state, an error from the start.
 */
export type StoryValues = Record<string, string>;

export interface StoryFormProps {
  /** The field's starting value. */
  defaultValue?: string;
  /** A message key shown as the field's error from the start. */
  error?: string;
  /** Called with the values on a valid submit. */
  onSubmit?: (values: StoryValues) => void;
  /** The field, bound through `control` to the value `field`. */
  children: (control: Control<StoryValues>) => ReactNode;
}

export function StoryForm({
  defaultValue = '',
  error,
  onSubmit = () => {},
  children,
}: StoryFormProps) {
  const form = useForm<StoryValues>({
    defaultValues: { field: defaultValue },
    errors: error === undefined ? undefined : { field: { type: 'server', message: error } },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Example form" className="w-80">
      {children(form.control)}
      <div>
        <Button type="submit">Save</Button>
      </div>
    </Form>
  );
}
