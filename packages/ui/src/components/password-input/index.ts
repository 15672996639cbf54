export { PasswordInput } from './password-input.tsx';
export type { PasswordInputProps } from './password-input.tsx';
