export { TextField } from './text-field.tsx';
export type { TextFieldProps, FieldInputProps } from './text-field.tsx';
export { PasswordField } from './password-field.tsx';
export type { PasswordFieldProps } from './password-field.tsx';
export { NumberField } from './number-field.tsx';
export type { NumberFieldProps } from './number-field.tsx';
export { SelectField } from './select-field.tsx';
export type { SelectFieldProps, SelectFieldOption } from './select-field.tsx';
export type { FieldProps } from './field-frame.tsx';
