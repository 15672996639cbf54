export {
  Form,
  FormField,
  FormLabel,
  FormControl,
  FormDescription,
  FormError,
  useFormField,
  useFormTranslate,
  FormTranslateProvider,
  translateValidationMessage,
  formFieldVariants,
  formLabelVariants,
  formDescriptionVariants,
  formErrorVariants,
} from './form.tsx';
export type {
  FormProps,
  FormFieldProps,
  FormLabelProps,
  FormControlProps,
  FormDescriptionProps,
  FormErrorProps,
  FormTranslateProviderProps,
  TranslateMessage,
} from './form.tsx';
export { setServerFieldErrors } from './form-errors.ts';
export type { ServerFieldErrorsResult } from './form-errors.ts';
