import { cva } from 'class-variance-authority';

// The form parts' recipes, in a module of their own (no react-hook-form): a page can draw a field
// that looks like a `FormField` without loading the form library (the console's first sign-in step).

export const formFieldVariants = cva('group/field flex flex-col gap-1.5');

export const formLabelVariants = cva(
  'text-sm font-medium text-surface-fg group-data-[invalid]/field:text-danger-text',
);

export const formDescriptionVariants = cva('text-sm text-muted-fg');

export const formErrorVariants = cva('text-sm font-medium text-danger-text');
